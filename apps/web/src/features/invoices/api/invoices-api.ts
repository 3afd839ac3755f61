import type { Invoice, InvoiceStatus } from '@sportello/domain';
import { invoicesApi, type Page } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';

const PAGE_SIZE = 20;

/** GET /rest/invoices: newest first, page, sort, text and status in the URL (prefix inv_). */
export const useInvoices = (status: InvoiceStatus | undefined) =>
  useListQuery(invoicesApi.list, {
    key: ['invoices', 'list'],
    defaultSort: '-date',
    size: PAGE_SIZE,
    prefix: 'inv',
    extra: { status },
  });

/** GET /rest/payments?pending_only=1: the payments still due, by due date (prefix pay_). */
export const usePendingPayments = () =>
  useListQuery(invoicesApi.payments, {
    key: ['invoices', 'pending'],
    defaultSort: 'data',
    size: 10,
    prefix: 'pay',
    extra: { pending_only: '1' },
  });

/** Every invoice the filter and status select, page after page, for the CSV export. */
export async function fetchAllInvoices(query: {
  sort: string;
  q?: string;
  status?: InvoiceStatus;
}): Promise<Invoice[]> {
  const items: Invoice[] = [];
  for (let page = 1; ; page++) {
    const answer: Page<Invoice> = await api(invoicesApi.list, { query: { ...query, page, size: 100 } as never });
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items;
  }
}
