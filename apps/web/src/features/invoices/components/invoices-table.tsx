import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@sportello/domain';
import { InvoiceLines } from './invoice-lines.tsx';

/** The invoices of a page, each opened and closed on its own. */
export function InvoicesTable({
  invoices,
  open,
  onToggle,
  canPay,
}: {
  invoices: readonly Invoice[];
  open: ReadonlySet<number>;
  onToggle: (id: number) => void;
  canPay: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" data-testid="invoices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{t('invoices:list.details')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('invoices:columns.nr')}</Table.Th>
            <Table.Th>{t('invoices:columns.date')}</Table.Th>
            <Table.Th>{t('invoices:columns.status')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('invoices:columns.total')}</Table.Th>
            <Table.Th>{t('invoices:columns.pdf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <InvoiceLines
              key={invoice.id}
              invoice={invoice}
              open={open.has(invoice.id)}
              onToggle={() => onToggle(invoice.id)}
              canPay={canPay}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
