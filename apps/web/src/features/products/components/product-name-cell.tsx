import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@sportello/domain';

/** The product's name, code, number and quantity, and whether it is NFR or still being activated. */
export function ProductNameCell({ product: p }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Text size="sm" fw={500}>
        {p.nome}
      </Text>
      <Group gap={4}>
        <Text size="xs" c="dimmed">
          {p.codice} · #{p.id}
          {p.qt > 1 ? ` · ${t('products:qt', { qt: p.qt })}` : ''}
        </Text>
        {p.nfr && (
          <Badge size="xs" variant="outline">
            {t('products:nfr')}
          </Badge>
        )}
        {p.stato_tecnico === 'attivare' && (
          <Badge size="xs" variant="light" color="blue">
            {p.missing_data ? t('products:states.missingData') : t('products:states.activating')}
          </Badge>
        )}
      </Group>
    </Table.Td>
  );
}
