import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, type Product } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** When the product expires, and the days left (or since, in red). */
export function ProductExpiryCell({ product: p }: { product: Product }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Table.Td data-label={t('products:columns.expiry')}>
      <Text size="sm">{formatDate(p.data_fine, language)}</Text>
      <Text size="xs" c={p.days_to_expiration < 0 ? 'red' : 'dimmed'} data-testid={`days-${p.id}`}>
        {daysText(t, p.days_to_expiration)}
      </Text>
    </Table.Td>
  );
}

function daysText(t: (key: string, options?: Record<string, unknown>) => string, days: number): string {
  if (days === 0) return t('products:days.today');
  return days > 0 ? t('products:days.left', { count: days }) : t('products:days.expired', { count: -days });
}
