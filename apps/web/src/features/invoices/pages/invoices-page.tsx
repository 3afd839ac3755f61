import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasGrant, INVOICE_STATUSES } from '@sportello/domain';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { useChoiceFilter } from '../../../shared/list-page/use-choice-filter.ts';
import { stackedLists } from '../../../shared/list-page/stacked-lists.ts';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useWriteGrants } from '../../../shared/session/read-only.ts';
import { useInvoices, usePendingPayments } from '../api/invoices-api.ts';
import { InvoiceStatusSelect } from '../components/invoice-status-select.tsx';
import { InvoicesTable } from '../components/invoices-table.tsx';
import { PendingPaymentsSection } from '../components/pending-payments-section.tsx';

/**
 * /invoices (spec 2 §2): the payments still due (Pay for the billing grant) and the company's
 * invoices, paged and filtered by the server, each expandable to its rows and installments, with
 * its PDF and the four statuses; CSV export of what the filter selects.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const canPay = hasGrant(useWriteGrants(), 'billing');
  const [status, setStatus] = useChoiceFilter('status', INVOICE_STATUSES, 'inv_page');
  const invoices = useInvoices(status);
  const pending = usePendingPayments();
  // Which invoices are open outlives the table, so an empty filter closes none of them.
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const filtered = invoices.filter.text.trim() !== '' || status !== undefined;
  const stacked = stackedLists(pending.state, invoices.state);
  return (
    <PageLayout width="wide" title={t('routes:invoices')} description={t('invoices:intro')}>
      <PendingPaymentsSection pending={pending} state={stacked.above} canPay={canPay} />
      {stacked.belowDrawn && (
        <ListSection
          title={t('invoices:list.title')}
          state={invoices.state}
          count={invoices.items.length}
          filter={{ ...invoices.filter, label: t('invoices:list.search') }}
          pagination={invoices.pagination}
          csvHref={invoices.csvHref}
          emptyText={filtered ? t('invoices:list.emptyFiltered') : t('invoices:list.empty')}
          errorText={t('invoices:error')}
          actions={<InvoiceStatusSelect status={status} onChange={setStatus} />}
          data-testid="invoices-section"
        >
          <InvoicesTable invoices={invoices.items} open={open} onToggle={toggle} canPay={canPay} />
        </ListSection>
      )}
    </PageLayout>
  );
}
