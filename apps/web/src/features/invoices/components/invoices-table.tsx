import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@sportello/domain';
import stacked from '../../../shared/ui/stacked-table.module.css';
import { InvoiceLines } from './invoice-lines.tsx';
import cells from './invoices-table.module.css';

/** The invoices of a page (one card each on a phone), each opened and closed on its own. */
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
    <div className={stacked.scroll}>
      <Table verticalSpacing="sm" className={stacked.table} data-testid="invoices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices:columns.nr')}</Table.Th>
            <Table.Th>{t('invoices:columns.date')}</Table.Th>
            <Table.Th>{t('invoices:columns.status')}</Table.Th>
            <Table.Th className={cells.amount}>{t('invoices:columns.total')}</Table.Th>
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
    </div>
  );
}
