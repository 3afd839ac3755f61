import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Product } from '@sportello/domain';

/** A product in a section's list: its name, domain and code, and beside them what the section says of it. */
export function ProductLine({ product, children }: { product: Product; children?: ReactNode }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      align="start"
      component="li"
      data-testid={`dashboard-product-${product.codice}`}
    >
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {product.nome}
        </Text>
        <Text size="xs" c="dimmed">
          {product.dominio} · {product.codice}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}
