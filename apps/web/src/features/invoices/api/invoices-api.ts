import type { InvoiceStatus } from '@sportello/domain';
import { invoicesApi } from '@sportello/domain/api';
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
