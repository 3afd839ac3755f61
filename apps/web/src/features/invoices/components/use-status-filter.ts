import { INVOICE_STATUSES, type InvoiceStatus } from '@sportello/domain';
import { useSearchParams } from 'react-router';

const isStatus = (value: string | null): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly (string | null)[]).includes(value);

/** The status the invoices are filtered by, kept in the URL; a new status starts again from the first page. */
export function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as InvoiceStatus) : undefined;
  const setStatus = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('status', value);
        else next.delete('status');
        next.delete('inv_page');
        return next;
      },
      { replace: true },
    );
  return { status, setStatus };
}
