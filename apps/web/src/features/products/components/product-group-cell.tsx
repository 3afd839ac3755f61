import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@sportello/domain';
import { GROUP_COLORS, groupLabel } from './product-groups.ts';

// A group's name is a few words: it wraps in its column instead of being cut.
const WRAPPING_BADGE = { label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } } as const;

/** The product's group as a badge, and its free period when it has one. */
export function ProductGroupCell({ product: p }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Table.Td data-label={t('products:columns.group')}>
      <Badge
        variant="light"
        color={GROUP_COLORS[p.group]}
        h="auto"
        radius="sm"
        styles={WRAPPING_BADGE}
        data-testid={`group-${p.id}`}
      >
        {groupLabel(t, p.group)}
      </Badge>
      {p.free_period > 0 && (
        <Text size="xs" c="dimmed">
          {t('products:freePeriod', { count: p.free_period })}
        </Text>
      )}
    </Table.Td>
  );
}
