import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewTicket, TicketAttachmentUpload, TicketDepartment, TicketReply, TicketState } from '@sportello/domain';
import { invoicesApi, offersApi, ticketsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';
import { TICKETS_KEY } from '../../../modules/tickets/index.ts';

const keys = {
  ticket: (id: number) => scopedKey(TICKETS_KEY, 'one', id),
  messages: (id: number) => scopedKey(TICKETS_KEY, 'messages', id),
  products: () => scopedKey(TICKETS_KEY, 'products'),
  settings: () => scopedKey(TICKETS_KEY, 'settings'),
  officeHours: () => scopedKey(TICKETS_KEY, 'office-hours'),
};

/**
 * The company's tickets (spec 3 §2 'Ultimi ticket aperti', issue 36): newest first, paged, searched
 * and filtered by state on the server; `stato` undefined: open and closed.
 */
export const useTickets = (stato: TicketState | undefined) =>
  useListQuery(ticketsApi.list, {
    key: [TICKETS_KEY, 'list'],
    defaultSort: '-data',
    size: 10,
    extra: { stato },
  });

/** How many choices the reply's document picker offers at once (the newest, or those its search finds): few enough that the open list needs no scrolling, which a keyboard could not reach. */
const PICKER_SIZE = 8;

/** The ticket company's offers for the reply's picker, newest first, searched on the server (an operator: as that company). */
export const useCustomerOffers = (companyId: number, q: string) =>
  useQuery({
    queryKey: scopedKey(TICKETS_KEY, 'picker', 'offers', companyId, q),
    queryFn: ({ signal }) =>
      api(
        offersApi.list,
        { query: { size: PICKER_SIZE, sort: '-data', ...(q ? { q } : {}) } },
        { signal, idCliente: String(companyId), notify: false },
      ),
    staleTime: 30_000,
  });

/** The ticket company's invoices for the reply's picker, newest first, searched by number on the server. */
export const useCustomerInvoices = (companyId: number, q: string) =>
  useQuery({
    queryKey: scopedKey(TICKETS_KEY, 'picker', 'invoices', companyId, q),
    queryFn: ({ signal }) =>
      api(
        invoicesApi.list,
        { query: { size: PICKER_SIZE, sort: '-date', ...(q ? { q } : {}) } },
        { signal, idCliente: String(companyId), notify: false },
      ),
    staleTime: 30_000,
  });

/** The operators' queue: every company's open tickets, oldest first, by department. */
/** `waitingOnly`: the tickets whose last message is the customer's (awaiting an operator). */
export const useStaffQueue = (department: TicketDepartment | undefined, waitingOnly = false) =>
  useListQuery(ticketsApi.staffQueue, {
    key: [TICKETS_KEY, 'queue'],
    defaultSort: 'data',
    size: 25,
    extra: { department, in_attesa: waitingOnly ? '1' : undefined },
  });

export const useTicket = (id: number) =>
  useQuery({
    queryKey: keys.ticket(id),
    queryFn: ({ signal }) => api(ticketsApi.get, { params: { id } }, { signal, notify: false }),
    retry: false,
  });

export const useTicketMessages = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: keys.messages(id),
    queryFn: ({ signal }) => api(ticketsApi.messages, { params: { id } }, { signal }),
    enabled,
  });

export const useTicketProducts = () =>
  useQuery({
    queryKey: keys.products(),
    queryFn: ({ signal }) => api(ticketsApi.products, {}, { signal }),
    staleTime: 60_000,
  });

export const useTicketSettings = () =>
  useQuery({
    queryKey: keys.settings(),
    queryFn: ({ signal }) => api(ticketsApi.settings, { params: { id: '1' } }, { signal }),
    staleTime: 60_000,
  });

export const useOfficeHours = () =>
  useQuery({
    queryKey: keys.officeHours(),
    queryFn: ({ signal }) => api(ticketsApi.officeHours, { params: { id: '1' } }, { signal }),
  });

export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ticket: NewTicket) => api(ticketsApi.create, { body: ticket }),
    onSuccess: () => client.invalidateQueries({ queryKey: scopedKey(TICKETS_KEY) }),
  });
}

export function useReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reply: TicketReply) => api(ticketsApi.reply, { params: { id }, body: reply }),
    onSuccess: () => client.invalidateQueries({ queryKey: scopedKey(TICKETS_KEY) }),
  });
}

export function useCloseTicket(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(ticketsApi.close, { params: { id }, body: { stato: 'chiuso' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: scopedKey(TICKETS_KEY) }),
  });
}

/** A chosen file as the calls carry it: its name and its bytes in base64. */
export function toUpload(file: File): Promise<TicketAttachmentUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ filename: file.name, content: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
