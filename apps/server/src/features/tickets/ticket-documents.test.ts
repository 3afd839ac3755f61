import type { Ticket, TicketMessage } from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const ids = {} as Record<'rossi' | 'alpi', number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids.rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
  ids.alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const openTicket = async (b: TestBrowser, over: Record<string, unknown> = {}) => {
  const response = await b.post('/rest/tickets', {
    department: 'amministrativa',
    titolo: 'Domanda sull’offerta',
    messaggio: 'Testo',
    ...over,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Ticket;
};
const firstOf = (table: 'offers' | 'invoices', company: number) =>
  t.db.selectFrom(table).select('id').where('company_id', '=', company).orderBy('id').executeTakeFirstOrThrow();

describe('ticket messages carry an offer and an invoice (spec 3 §3 ticket message)', () => {
  it('an operator attaches an offer and an invoice of the company; the conversation carries them with number, series and year', async () => {
    const owner = await signedIn('owner');
    const ticket = await openTicket(owner);
    const offer = await firstOf('offers', ids.rossi);
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['id', 'nr', 'data'])
      .where('company_id', '=', ids.rossi)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const staff = await signedIn('staff');
    const reply = await staff.post(`/rest/tickets/${ticket.id}/messages`, {
      messaggio: '<p>Ecco l’offerta e la fattura</p>',
      id_offerta_allegata: offer.id,
      id_fattura_allegata: invoice.id,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const expected = {
      id_offerta_allegata: offer.id,
      id_fattura_allegata: invoice.id,
      nr_fattura: invoice.nr,
      serie_fattura: invoice.nr.split('-')[0],
      anno_fattura: Number(invoice.data.slice(0, 4)),
    };
    expect(reply.json()).toMatchObject(expected);
    const messages = (await owner.get(`/rest/tickets/${ticket.id}/messages`)).json() as TicketMessage[];
    expect(messages.at(-1)).toMatchObject(expected);
    // Other messages carry none.
    expect(messages[0]).toMatchObject({ id_offerta_allegata: null, id_fattura_allegata: null, nr_fattura: null });
  });

  it("another company's offer or invoice: 422 document_not_found on its field, no message saved", async () => {
    const owner = await signedIn('owner');
    const ticket = await openTicket(owner);
    const count = async () =>
      (await t.db.selectFrom('ticket_messages').select('id').where('ticket_id', '=', ticket.id).execute()).length;
    const before = await count();
    const alpiOffer = await firstOf('offers', ids.alpi);
    const alpiInvoice = await firstOf('invoices', ids.alpi);
    const rossiOffer = await firstOf('offers', ids.rossi);
    const staff = await signedIn('staff');
    for (const [b, body, field] of [
      [owner, { id_offerta_allegata: alpiOffer.id }, 'id_offerta_allegata'],
      [owner, { id_fattura_allegata: alpiInvoice.id }, 'id_fattura_allegata'],
      [staff, { id_fattura_allegata: alpiInvoice.id }, 'id_fattura_allegata'],
      // The offer is the company's, the invoice is not: neither is attached.
      [staff, { id_offerta_allegata: rossiOffer.id, id_fattura_allegata: alpiInvoice.id }, 'id_fattura_allegata'],
      [staff, { id_offerta_allegata: 999_999 }, 'id_offerta_allegata'],
    ] as const) {
      const refused = await b.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: 'Questa?', ...body });
      expect([refused.statusCode, refused.json().reason]).toEqual([422, 'document_not_found']);
      expect(refused.json().errors).toEqual({
        [field]: "L'offerta o la fattura indicata non è dell'azienda del ticket",
      });
    }
    expect(await count()).toBe(before);
  });

  it("an operator picks from the company's offers and invoices and opens their PDFs as the company (id_cliente)", async () => {
    const owner = await signedIn('owner');
    const ticket = await openTicket(owner);
    const offer = await firstOf('offers', ids.rossi);
    const invoice = await firstOf('invoices', ids.rossi);
    const staff = await signedIn('staff');
    // The reply form's picker is fed by the customer's own lists.
    for (const [path, id] of [
      ['/rest/offers', offer.id],
      ['/rest/invoices', invoice.id],
    ] as const) {
      const listed = await staff.get(`${path}?size=100&id_cliente=${ids.rossi}`);
      expect(listed.statusCode, path).toBe(200);
      expect(
        (listed.json() as { items: { id: number }[] }).items.map((x) => x.id),
        path,
      ).toContain(id);
    }
    const reply = await staff.post(`/rest/tickets/${ticket.id}/messages`, {
      messaggio: '<p>In allegato</p>',
      id_offerta_allegata: offer.id,
      id_fattura_allegata: invoice.id,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    for (const path of [`/rest/offer-pdf/${offer.id}`, `/rest/invoice-pdf/${invoice.id}`]) {
      const pdf = await staff.get(`${path}?id_cliente=${ids.rossi}`);
      expect([pdf.statusCode, pdf.headers['content-type']], path).toEqual([200, 'application/pdf']);
      expect((await owner.get(path)).statusCode, path).toBe(200);
    }
  });

  it("an urgent ticket's opening message carries its surcharge invoice", async () => {
    const owner = await signedIn('owner');
    const ticket = await openTicket(owner, { urgente: true, titolo: 'Urgente' });
    const row = await t.db
      .selectFrom('tickets')
      .select('urgent_invoice_id')
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(row.urgent_invoice_id).not.toBeNull();
    const [first] = (await owner.get(`/rest/tickets/${ticket.id}/messages`)).json() as TicketMessage[];
    expect(first).toMatchObject({ id_fattura_allegata: row.urgent_invoice_id, id_offerta_allegata: null });
    expect(first!.nr_fattura).toMatch(/^\w+-\d{4}-\d+$/);
  });
});
