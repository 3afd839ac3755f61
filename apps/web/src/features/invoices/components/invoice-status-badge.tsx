import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceStatus } from '@sportello/domain';

// Light badges that keep WCAG AA text contrast in both schemes.
const STATUS_COLORS: Record<InvoiceStatus, string> = {
  credit_note: 'grape',
  to_pay: 'blue',
  settled: 'gray',
  overdue: 'red',
};

export function InvoiceStatusBadge({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[invoice.status]}
      h="auto"
      radius="sm"
      styles={{ label: { whiteSpace: 'normal' } }}
      data-testid={`status-${invoice.id}`}
    >
      {t(`invoices:status.${invoice.status}`)}
    </Badge>
  );
}
