import {
  DEFAULT_URGENT_PRICE,
  inOfficeHours,
  MAIL_LIMITS,
  NOT_AUTHORIZED_CODE,
  type StaffTicket,
  type Ticket,
  type TicketMessage,
} from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { mailsTo } from '../../test-support/mailbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DEMO_BRAND } from '../../demo/seed.ts';
import { avatarOf } from './tickets-store.ts';
import { sanitizeOperatorHtml } from './ticket-html.ts';

let t: TestApp;
let ids: Record<'rossi' | 'alpi', number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = { rossi: await companyId(t.db, DEMO_COMPANIES.rossi), alpi: await companyId(t.db, DEMO_COMPANIES.alpi) };
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const list = async (b: TestBrowser, query = '') =>
  (await b.get(`/rest/tickets?size=100${query}`)).json() as Page<Ticket>;
const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
/** The smallest valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const newTicket = (over: Record<string, unknown> = {}) => ({
  department: 'amministrativa',
  titolo: 'Domanda',
  messaggio: 'Testo della domanda',
  ...over,
});
const audits = (action: string, subject: number | string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('subject', '=', String(subject))
    .orderBy('id')
    .execute();
const openOwnTicket = async (b: TestBrowser, over: Record<string, unknown> = {}) => {
  const response = await b.post('/rest/tickets', newTicket(over));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Ticket;
};

describe('GET /rest/tickets (the list, the dashboard widget)', () => {
  it("lists only the company's tickets, newest first, open and closed in every department; onlyOpen and department filter", async () => {
    const owner = await signedIn('owner');
    const all = await list(owner);
    const own = await t.db.selectFrom('tickets').select('id').where('company_id', '=', ids.rossi).execute();
    expect(all.total).toBe(own.length);
    const dates = all.items.map((x) => x.data);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const department of ['tecnica', 'amministrativa', 'commerciale']) {
      const states = new Set(all.items.filter((x) => x.department === department).map((x) => x.stato));
      expect([...states].sort(), department).toEqual(['aperto', 'chiuso']);
    }
    const open = await list(owner, '&onlyOpen=1');
    expect(open.items.every((x) => x.stato === 'aperto')).toBe(true);
    expect(open.total).toBe(all.items.filter((x) => x.stato === 'aperto').length);
    expect((await list(owner, '&department=commerciale')).items.every((x) => x.department === 'commerciale')).toBe(
      true,
    );
    const urgent = all.items.find((x) => x.urgente)!;
    expect(urgent).toMatchObject({ department: 'tecnica', stato: 'aperto', nr_messaggi: 3 });
    expect(urgent.prodotto).toContain('shop');

    const reseller = await signedIn('reseller');
    const theirs = await list(reseller);
    expect(theirs.items.some((x) => all.items.some((y) => y.id === x.id))).toBe(false);
    expect(theirs.total).toBeGreaterThanOrEqual(6);
  });

  it('needs a session and a role of the route', async () => {
    expect((await new TestBrowser(t.app).get('/rest/tickets')).statusCode).toBe(401);
    expect((await (await signedIn('nuovo')).get('/rest/tickets')).statusCode).toBe(403);
  });
});

describe('GET /rest/tickets/{id} and /messages', () => {
  it('answers the conversation: operator messages as HTML, user messages as text, names and initials, no avatar address without the setting', async () => {
    const owner = await signedIn('owner');
    const urgent = (await list(owner)).items.find((x) => x.urgente)!;
    expect((await owner.get(`/rest/tickets/${urgent.id}`)).json()).toMatchObject({
      id: urgent.id,
      titolo: urgent.titolo,
    });
    const messages = (await owner.get(`/rest/tickets/${urgent.id}/messages`)).json() as TicketMessage[];
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatchObject({
      utente: 'Mario Rossi',
      operatore: null,
      initials: 'MR',
      avatar: null,
      allegati: [],
    });
    expect(messages[1]).toMatchObject({ operatore: 'Chiara Operatrice', utente: null, initials: 'CO' });
    expect(messages[1]!.messaggio).toContain('<strong>crawler</strong>');
  });

  it("answers 404 'Ticket non trovato' for another company's ticket or none, 403 to a company not onboarded", async () => {
    const owner = await signedIn('owner');
    const theirs = (await list(await signedIn('reseller'))).items[0]!;
    for (const path of [`/rest/tickets/${theirs.id}`, `/rest/tickets/${theirs.id}/messages`, '/rest/tickets/999999']) {
      const response = await owner.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Ticket non trovato', reason: 'ticket_not_found' });
    }
    expect((await (await signedIn('nuovo')).get(`/rest/tickets/${theirs.id}`)).statusCode).toBe(403);
    expect((await new TestBrowser(t.app).get(`/rest/tickets/${theirs.id}`)).statusCode).toBe(401);
  });

  it('builds avatar addresses from the template with the SHA-256 of the lower-case address', () => {
    expect(avatarOf(' Mario@X.example ', { template: null })).toBeNull();
    expect(avatarOf('mario@x.example', { template: 'https://avatars.example/{hash}?d=identicon' })).toBe(
      `https://avatars.example/${createHash('sha256').update('mario@x.example').digest('hex')}?d=identicon`,
    );
    expect(avatarOf('Mario@X.example', { template: 'https://a.example/{hash}' })).toBe(
      avatarOf('mario@x.example', { template: 'https://a.example/{hash}' }),
    );
    expect(avatarOf('mario@x.example', { template: 'https://a.example/{hash}' })).toMatch(
      /^https:\/\/a\.example\/[0-9a-f]{64}$/,
    );
  });
});

describe('POST /rest/tickets (new ticket)', () => {
  it('validates with the shared schema: department, title and message required', async () => {
    const owner = await signedIn('owner');
    const response = await owner.post('/rest/tickets', { titolo: '', messaggio: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['department', 'messaggio', 'titolo']);
  });

  it('requires the product for tecnica when the company has products, and only its own products', async () => {
    const owner = await signedIn('owner');
    const missing = await owner.post('/rest/tickets', newTicket({ department: 'tecnica' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ id_product: 'Seleziona il prodotto a cui si riferisce la richiesta' });
    const foreign = await t.db
      .selectFrom('products')
      .select('id')
      .where('company_id', '=', ids.alpi)
      .executeTakeFirstOrThrow();
    const other = await owner.post('/rest/tickets', newTicket({ department: 'tecnica', id_product: foreign.id }));
    expect(other.statusCode).toBe(404);
    const products = (await owner.get('/rest/ticket_products')).json() as {
      id: number;
      nome: string;
      dominio: string;
    }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.some((p) => p.id === foreign.id)).toBe(false);
    const ticket = await openOwnTicket(owner, { department: 'tecnica', id_product: products[0]!.id });
    expect(ticket).toMatchObject({
      department: 'tecnica',
      id_product: products[0]!.id,
      stato: 'aperto',
      nr_messaggi: 1,
      extra_time: !inOfficeHours(new Date()),
    });
    expect(ticket.prodotto).toContain(products[0]!.nome);
  });

  it('lets tecnica go without a product when the company has none', async () => {
    const b = new TestBrowser(t.app);
    await b.loginTo('multi', await companyId(t.db, DEMO_COMPANIES.bianchi)); // Bianchi & Figli: no products
    expect((await b.get('/rest/ticket_products')).json()).toEqual([]);
    const ticket = await openOwnTicket(b, { department: 'tecnica' });
    expect(ticket.id_product).toBeNull();
  });

  it('bills an urgent ticket the surcharge of the settings in the company currency, none for premium, and audits it', async () => {
    const owner = await signedIn('owner');
    const ticket = await openOwnTicket(owner, { urgente: true });
    const row = await t.db.selectFrom('tickets').selectAll().where('id', '=', ticket.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      urgente: true,
      urgent_price: DEFAULT_URGENT_PRICE.EUR,
      urgent_currency: 'EUR',
      company_id: ids.rossi,
    });
    const [audit] = await audits('tickets.opened', ticket.id);
    expect(audit).toMatchObject({ company_id: ids.rossi, staff_role: null });
    expect(audit!.after).toMatchObject({ urgente: true, urgent_price: 5000 });

    expect((await owner.get('/rest/ticket_settings/1')).json()).toEqual({
      urgent_price: 5000,
      currency: 'EUR',
      is_premium: false,
    });
    const reseller = await signedIn('reseller');
    expect((await reseller.get('/rest/ticket_settings/1')).json()).toEqual({
      urgent_price: 5500,
      currency: 'CHF',
      is_premium: false,
    });
    expect((await reseller.get('/rest/ticket_settings/2')).statusCode).toBe(400);

    await t.db.updateTable('aziende').set({ is_premium: true }).where('id', '=', ids.alpi).execute();
    try {
      const premium = await (await signedIn('reseller')).post('/rest/tickets', newTicket({ urgente: true }));
      const saved = await t.db
        .selectFrom('tickets')
        .selectAll()
        .where('id', '=', (premium.json() as Ticket).id)
        .executeTakeFirstOrThrow();
      expect(saved).toMatchObject({ urgente: true, urgent_price: 0, urgent_currency: 'CHF' });
      expect((await (await signedIn('reseller')).get('/rest/ticket_settings/1')).json()).toMatchObject({
        is_premium: true,
      });
    } finally {
      await t.db.updateTable('aziende').set({ is_premium: false }).where('id', '=', ids.alpi).execute();
    }
  });

  it("invoices an urgent ticket's surcharge in the ticket's transaction: one row with the company's VAT and currency, due today", async () => {
    const owner = await signedIn('owner');
    const ticket = await openOwnTicket(owner, { urgente: true, titolo: 'Sito giù' });
    const row = await t.db
      .selectFrom('tickets')
      .select(['urgent_invoice_id', 'urgent_price'])
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(row.urgent_invoice_id).not.toBeNull();
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', row.urgent_invoice_id!)
      .executeTakeFirstOrThrow();
    const company = await t.db
      .selectFrom('aziende')
      .select(['iva', 'currency'])
      .where('id', '=', ids.rossi)
      .executeTakeFirstOrThrow();
    const vat = Math.round((DEFAULT_URGENT_PRICE.EUR * Number(company.iva)) / 100);
    expect(invoice).toMatchObject({
      company_id: ids.rossi,
      currency: company.currency,
      imponibile: DEFAULT_URGENT_PRICE.EUR,
      vatamount: vat,
      amount: DEFAULT_URGENT_PRICE.EUR + vat,
      type: 'fattura',
    });
    const rows = await t.db.selectFrom('invoice_rows').selectAll().where('invoice_id', '=', invoice.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      qt: 1,
      price: DEFAULT_URGENT_PRICE.EUR,
      vat: company.iva,
      amount: DEFAULT_URGENT_PRICE.EUR,
      vatamount: vat,
    });
    expect(rows[0]!.description).toContain(`#${ticket.id}`);
    const installments = await t.db
      .selectFrom('installments')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(installments).toMatchObject([{ amount: invoice.amount, currency: company.currency, paid_at: null }]);
    const [audit] = await audits('tickets.opened', ticket.id);
    expect(audit!.after).toMatchObject({ urgent_invoice: invoice.nr });
    // The customer sees it among its invoices, to pay.
    expect((await owner.get(`/rest/invoices/${invoice.id}`)).statusCode).toBe(200);
    // Billed once: the invoice belongs to this ticket alone.
    await expect(
      t.db
        .updateTable('tickets')
        .set({ urgent_invoice_id: invoice.id })
        .where('id', '=', (await openOwnTicket(owner)).id)
        .execute(),
    ).rejects.toThrow();
  });

  it('invoices nothing for a ticket not urgent, for a premium customer, nor when the ticket is refused', async () => {
    const countInvoices = async () =>
      Number(
        (
          await t.db
            .selectFrom('invoices')
            .select(({ fn }) => fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const countTickets = async () =>
      Number(
        (
          await t.db
            .selectFrom('tickets')
            .select(({ fn }) => fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const owner = await signedIn('owner');
    const before = await countInvoices();
    const plain = await openOwnTicket(owner);
    expect(
      (
        await t.db
          .selectFrom('tickets')
          .select('urgent_invoice_id')
          .where('id', '=', plain.id)
          .executeTakeFirstOrThrow()
      ).urgent_invoice_id,
    ).toBeNull();
    expect(await countInvoices()).toBe(before);

    // Refused (another company's product): no ticket, no invoice.
    const foreign = await t.db
      .selectFrom('products')
      .select('id')
      .where('company_id', '=', ids.alpi)
      .executeTakeFirstOrThrow();
    const tickets = await countTickets();
    expect(
      (await owner.post('/rest/tickets', newTicket({ urgente: true, department: 'tecnica', id_product: foreign.id })))
        .statusCode,
    ).toBe(404);
    expect((await owner.post('/rest/tickets', newTicket({ urgente: true, titolo: '' }))).statusCode).toBe(400);
    expect(await countTickets()).toBe(tickets);
    expect(await countInvoices()).toBe(before);

    await t.db.updateTable('aziende').set({ is_premium: true }).where('id', '=', ids.alpi).execute();
    try {
      const premium = await openOwnTicket(await signedIn('reseller'), { urgente: true });
      expect(
        (
          await t.db
            .selectFrom('tickets')
            .select('urgent_invoice_id')
            .where('id', '=', premium.id)
            .executeTakeFirstOrThrow()
        ).urgent_invoice_id,
      ).toBeNull();
      expect(await countInvoices()).toBe(before);
    } finally {
      await t.db.updateTable('aziende').set({ is_premium: false }).where('id', '=', ids.alpi).execute();
    }
  });

  it("keeps the opening message as the customer's plain text even when an operator opens a ticket for their own company", async () => {
    const staff = await signedIn('staff');
    const ticket = await openOwnTicket(staff, { messaggio: '<img src=x onerror=alert(1)>' });
    const [first] = (await staff.get(`/rest/tickets/${ticket.id}/messages`)).json() as TicketMessage[];
    expect(first).toMatchObject({
      operatore: null,
      utente: 'Chiara Operatrice',
      messaggio: '<img src=x onerror=alert(1)>',
    });
  });

  it('answers the office hours flag', async () => {
    const owner = await signedIn('owner');
    expect((await owner.get('/rest/office_hours/1')).json()).toEqual({ in_office_hours: inOfficeHours(new Date()) });
  });

  it('is open to every grant (tecnico, contabile), not to a company still onboarding', async () => {
    for (const username of ['tecnico', 'contabile']) await openOwnTicket(await signedIn(username));
    expect((await (await signedIn('nuovo')).post('/rest/tickets', newTicket())).statusCode).toBe(403);
  });
});

describe('attachments', () => {
  it('keeps files judged by their bytes, serves them only to the owning company (and operators, audited)', async () => {
    const owner = await signedIn('owner');
    const ticket = await openOwnTicket(owner, {
      attachments: [
        { filename: '../../schermata.txt.png', content: b64(PNG) },
        { filename: 'log.txt', content: b64('riga 1\nriga 2 <script>alert(1)</script>\n') },
      ],
    });
    const [first] = (await owner.get(`/rest/tickets/${ticket.id}/messages`)).json() as TicketMessage[];
    expect(first!.allegati.map((a) => a.filename)).toEqual(['schermata.txt.png', 'log.txt']);
    const stored = await t.db
      .selectFrom('ticket_attachments')
      .select(['id', 'content_type', 'size'])
      .where('ticket_id', '=', ticket.id)
      .orderBy('id')
      .execute();
    expect(stored.map((s) => s.content_type)).toEqual(['image/png', 'text/plain']);

    const png = await owner.get(`/rest/ticket_attachment/${stored[0]!.id}`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.headers['content-disposition']).toContain('attachment; filename="schermata.txt.png"');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    expect((await owner.get(`/rest/ticket_attachment/${stored[1]!.id}`)).headers['content-type']).toMatch(
      /^text\/plain/,
    );

    const reseller = await signedIn('reseller');
    const refused = await reseller.get(`/rest/ticket_attachment/${stored[0]!.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ reason: 'attachment_not_found' });
    expect((await new TestBrowser(t.app).get(`/rest/ticket_attachment/${stored[0]!.id}`)).statusCode).toBe(401);

    const staff = await signedIn('staff');
    expect((await staff.get(`/rest/ticket_attachment/${stored[0]!.id}`)).statusCode).toBe(200);
    const [read] = await audits('tickets.staff_attachment_read', ticket.id);
    expect(read).toMatchObject({ staff_role: 'admin', company_id: ids.rossi });
  });

  it('refuses a program or an HTML page named like a PDF (415), binary junk, too many and too large files', async () => {
    const owner = await signedIn('owner');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const disguised = await owner.post(
      '/rest/tickets',
      newTicket({ attachments: [{ filename: 'fattura.pdf', content: b64(exe) }] }),
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toMatchObject({ reason: 'attachment_type' });
    const junk = await owner.post(
      '/rest/tickets',
      newTicket({ attachments: [{ filename: 'x.bin', content: b64(Buffer.from([0xff, 0x00, 0xfe, 0x01])) }] }),
    );
    expect(junk.statusCode).toBe(415);
    const zipBomb = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(60)]);
    expect(
      (await owner.post('/rest/tickets', newTicket({ attachments: [{ filename: 'a.docx', content: b64(zipBomb) }] })))
        .statusCode,
    ).not.toBe(500);
    const four = Array.from({ length: 4 }, (_, i) => ({ filename: `f${i}.png`, content: b64(PNG) }));
    const tooMany = await owner.post('/rest/tickets', newTicket({ attachments: four }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.attachments).toBe('Puoi allegare al massimo 3 file');
    const big = await owner.post(
      '/rest/tickets',
      newTicket({ attachments: [{ filename: 'big.txt', content: b64(Buffer.alloc(2 * 1024 * 1024 + 10, 0x41)) }] }),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().errors['attachments.0.content']).toBe('Allegato troppo grande (massimo 2 MB per file)');
    const before = await t.db
      .selectFrom('tickets')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBeGreaterThan(0);
  });
});

describe('POST /rest/tickets/{id}/messages (replies)', () => {
  it('holds at most 20 MB of attachments a ticket and 500 MB a company (413), and saves nothing beyond', async () => {
    const owner = await signedIn('owner');
    const ticket = await openOwnTicket(owner);
    const message = await t.db
      .selectFrom('ticket_messages')
      .select('id')
      .where('ticket_id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    // What is already stored counts by its recorded size.
    const stored = (size: number, ticketId = ticket.id, messageId = message.id) =>
      t.db
        .insertInto('ticket_attachments')
        .values({
          message_id: messageId,
          ticket_id: ticketId,
          company_id: ids.rossi,
          filename: 'grande.pdf',
          content_type: 'application/pdf',
          size,
          content: Buffer.alloc(1),
        })
        .execute();
    await stored(20 * 1024 * 1024 - 10);
    const png = { filename: 'a.png', content: b64(PNG) };
    const full = await owner.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: 'Ancora', attachments: [png] });
    expect([full.statusCode, full.json().reason, full.json().message]).toEqual([
      413,
      'ticket_attachments_full',
      'Questo ticket ha raggiunto il limite di 20 MB di allegati',
    ]);
    expect(await t.db.selectFrom('ticket_messages').select('id').where('messaggio', '=', 'Ancora').execute()).toEqual(
      [],
    );
    // Without files the reply goes in.
    expect((await owner.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: 'Ancora' })).statusCode).toBe(200);

    const other = await openOwnTicket(owner);
    const otherMessage = await t.db
      .selectFrom('ticket_messages')
      .select('id')
      .where('ticket_id', '=', other.id)
      .executeTakeFirstOrThrow();
    await stored(480 * 1024 * 1024, other.id, otherMessage.id);
    const third = await openOwnTicket(owner);
    const companyFull = await owner.post(`/rest/tickets/${third.id}/messages`, { messaggio: 'X', attachments: [png] });
    expect([companyFull.statusCode, companyFull.json().reason]).toEqual([413, 'company_attachments_full']);
    // Another company's space is its own.
    const reseller = await signedIn('reseller');
    const theirs = await openOwnTicket(reseller);
    expect(
      (await reseller.post(`/rest/tickets/${theirs.id}/messages`, { messaggio: 'Y', attachments: [png] })).statusCode,
    ).toBe(200);
    await t.db.deleteFrom('ticket_attachments').where('filename', '=', 'grande.pdf').execute();
  });

  it("keeps a customer's reply as plain text, only while open; 409 once closed; 404 on another company's ticket", async () => {
    const owner = await signedIn('owner');
    const ticket = await openOwnTicket(owner);
    const reply = await owner.post(`/rest/tickets/${ticket.id}/messages`, {
      messaggio: 'Ecco <b>i dettagli</b>',
      attachments: [{ filename: 'a.png', content: b64(PNG) }],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      messaggio: 'Ecco <b>i dettagli</b>',
      utente: 'Mario Rossi',
      operatore: null,
      allegati: [{ filename: 'a.png' }],
    });
    expect(await audits('tickets.replied', ticket.id)).toHaveLength(1);

    const reseller = await signedIn('reseller');
    expect((await reseller.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: 'intruso' })).statusCode).toBe(404);

    expect((await owner.call('PUT', `/rest/tickets/${ticket.id}`, { body: { stato: 'chiuso' } })).json()).toMatchObject(
      { stato: 'chiuso', nr_messaggi: 2 },
    );
    const late = await owner.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: 'ancora' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reason: 'ticket_closed' });
    expect((await owner.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: '' })).statusCode).toBe(400);
  });

  it("stores an operator's reply sanitized (no script, event handler or javascript: link), mails the technical subscribers, audits it with the staff role", async () => {
    const owner = await signedIn('owner');
    const ticket = await openOwnTicket(owner, { titolo: 'XSS check' });
    const staff = await signedIn('staff');
    const evil =
      '<p onclick="steal()">Salve<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">clic</a>' +
      '<a href="https://guide.nuvolaria.example/x" onmouseover="alert(4)">guida</a><iframe src="https://evil.example"></iframe><style>body{}</style><svg onload="alert(5)"></svg><b>ok</b>';
    const before = (await mailsTo(t.db, 'giulia.ferri@rossiarredamenti.example')).length;
    const reply = await staff.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: evil });
    expect(reply.statusCode, reply.body).toBe(200);
    const stored = await t.db
      .selectFrom('ticket_messages')
      .select('messaggio')
      .where('id', '=', (reply.json() as TicketMessage).id)
      .executeTakeFirstOrThrow();
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'onmouseover',
      'onload',
      'javascript:',
      '<iframe',
      '<style',
      '<img',
      '<svg',
      'alert(',
    ]) {
      expect(stored.messaggio, bad).not.toContain(bad);
    }
    expect(stored.messaggio).toContain('<b>ok</b>');
    expect(stored.messaggio).toContain(
      '<a href="https://guide.nuvolaria.example/x" target="_blank" rel="noopener noreferrer">guida</a>',
    );
    expect(reply.json()).toMatchObject({ operatore: 'Chiara Operatrice', utente: null });

    // The customer reads it, as an operator's message.
    const messages = (await owner.get(`/rest/tickets/${ticket.id}/messages`)).json() as TicketMessage[];
    expect(messages.at(-1)).toMatchObject({ operatore: 'Chiara Operatrice', messaggio: stored.messaggio });

    // Mail to the technical subscribers of Rossi (owner: all subscriptions; tecnico: technical), not to contabile (billing only).
    const mails = await mailsTo(t.db, 'giulia.ferri@rossiarredamenti.example');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.text_body).toContain(`/tickets/${ticket.id}`);
    expect(mails.at(-1)!.subject).toContain('XSS check');
    expect(
      (await mailsTo(t.db, 'mario.rossi@rossiarredamenti.example')).some((m) =>
        m.text_body.includes(`/tickets/${ticket.id}`),
      ),
    ).toBe(true);
    expect(
      (await mailsTo(t.db, 'paola.conti@rossiarredamenti.example')).some((m) =>
        m.text_body.includes(`/tickets/${ticket.id}`),
      ),
    ).toBe(false);

    const [audit] = await audits('tickets.staff_replied', ticket.id);
    expect(audit).toMatchObject({ staff_role: 'admin', company_id: ids.rossi });
    expect(audit!.after).toMatchObject({ mailed: 2 });
    expect(
      (
        await t.db
          .selectFrom('tickets')
          .select('last_from_operator')
          .where('id', '=', ticket.id)
          .executeTakeFirstOrThrow()
      ).last_from_operator,
    ).toBe(true);
  });

  it('refuses an operator reply that sanitizing leaves empty', async () => {
    const ticket = await openOwnTicket(await signedIn('owner'));
    const response = await (await signedIn('staff')).post(`/rest/tickets/${ticket.id}/messages`, {
      messaggio: '<script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses (429) an operator's reply once the mail budget is spent, and saves nothing", async () => {
    const ticket = await openOwnTicket(await signedIn('owner'));
    const staffId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow()
    ).id;
    const staff = await signedIn('staff');
    await t.db.deleteFrom('auth_throttle').where('key', 'like', 'mail:%').execute();
    for (let i = 0; i < MAIL_LIMITS.perUser; i++) {
      expect(
        (await staff.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: `<p>risposta ${i}</p>` })).statusCode,
      ).toBe(200);
    }
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('ticket_messages')
            .select(({ fn }) => fn.countAll<string>().as('n'))
            .where('ticket_id', '=', ticket.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const saved = await count();
    const refused = await staff.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: '<p>una di troppo</p>' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ reason: 'mail_limit_user' });
    expect(await count()).toBe(saved);
    await t.db.deleteFrom('auth_throttle').where('key', '=', `mail:user:${staffId}`).execute();
  });
});

describe('operators are told of customer activity', () => {
  const supportAddress = () => t.config.supportNotifyEmail ?? DEMO_BRAND.support_email!;
  const notices = async (ticketId: number) =>
    (await mailsTo(t.db, supportAddress())).filter((m) => m.text_body.includes(`/staff/tickets/${ticketId}`));
  const queue = async (b: TestBrowser, query = '') =>
    ((await b.get(`/rest/staff/tickets?size=100${query}`)).json() as Page<StaffTicket>).items;

  it("mails the support address on a new ticket and on each customer reply, not on an operator's; the queue shows (and filters) the tickets awaiting an operator", async () => {
    await t.db.deleteFrom('auth_throttle').where('key', 'like', 'mail:support:%').execute();
    const owner = await signedIn('owner');
    const ticket = await openOwnTicket(owner, { titolo: 'Posta non arriva' });
    const [opened] = await notices(ticket.id);
    expect(opened!.subject).toContain(`Nuovo ticket #${ticket.id} - Posta non arriva`);
    expect(opened!.text_body).toContain('Mario Rossi di Rossi Arredamenti');
    expect((await audits('tickets.opened', ticket.id))[0]!.after).toMatchObject({ notified: true });

    const staff = await signedIn('staff');
    expect((await queue(staff, '&in_attesa=1')).find((x) => x.id === ticket.id)).toMatchObject({ in_attesa: true });
    expect(
      (await staff.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: '<p>Controlliamo</p>' })).statusCode,
    ).toBe(200);
    expect(await notices(ticket.id)).toHaveLength(1);
    expect((await queue(staff)).find((x) => x.id === ticket.id)).toMatchObject({ in_attesa: false });
    expect((await queue(staff, '&in_attesa=1')).some((x) => x.id === ticket.id)).toBe(false);

    expect((await owner.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: 'Ancora niente' })).statusCode).toBe(
      200,
    );
    const all = await notices(ticket.id);
    expect(all).toHaveLength(2);
    expect(all[0]!.subject).toContain(`Nuova risposta al ticket #${ticket.id}`);
    expect((await queue(staff, '&in_attesa=1')).some((x) => x.id === ticket.id)).toBe(true);
    expect((await audits('tickets.replied', ticket.id))[0]!.after).toMatchObject({ notified: true });
  });

  it("takes notices from a budget of the company's own: once spent the ticket still goes in, without a notice", async () => {
    await t.db.deleteFrom('auth_throttle').where('key', 'like', 'mail:support:%').execute();
    const reseller = await signedIn('reseller');
    for (let i = 0; i < MAIL_LIMITS.perCompany; i++) await openOwnTicket(reseller);
    const quiet = await openOwnTicket(reseller);
    expect(await notices(quiet.id)).toHaveLength(0);
    expect((await audits('tickets.opened', quiet.id))[0]!.after).toMatchObject({ notified: false });
    // Another company's notices are not held by it.
    expect(await notices((await openOwnTicket(await signedIn('owner'))).id)).toHaveLength(1);
    await t.db.deleteFrom('auth_throttle').where('key', 'like', 'mail:support:%').execute();
  });
});

describe('PUT /rest/tickets/{id} (close)', () => {
  it('the customer closes its ticket once; an operator closes any, audited with the role; others get 404', async () => {
    const owner = await signedIn('owner');
    const mine = await openOwnTicket(owner);
    expect(
      (await (await signedIn('reseller')).call('PUT', `/rest/tickets/${mine.id}`, { body: { stato: 'chiuso' } }))
        .statusCode,
    ).toBe(404);
    expect((await owner.call('PUT', `/rest/tickets/${mine.id}`, { body: { stato: 'aperto' } })).statusCode).toBe(400);
    expect((await owner.call('PUT', `/rest/tickets/${mine.id}`, { body: { stato: 'chiuso' } })).json()).toMatchObject({
      stato: 'chiuso',
    });
    expect((await owner.call('PUT', `/rest/tickets/${mine.id}`, { body: { stato: 'chiuso' } })).statusCode).toBe(409);
    expect(await audits('tickets.closed', mine.id)).toHaveLength(1);

    const other = await openOwnTicket(await signedIn('reseller'));
    const staff = await signedIn('staff');
    expect((await staff.call('PUT', `/rest/tickets/${other.id}`, { body: { stato: 'chiuso' } })).json()).toMatchObject({
      stato: 'chiuso',
    });
    const [audit] = await audits('tickets.staff_closed', other.id);
    expect(audit).toMatchObject({ staff_role: 'admin', company_id: ids.alpi });
  });
});

describe('GET /rest/staff/tickets (the operators’ queue)', () => {
  it("is the operators' only", async () => {
    for (const username of ['owner', 'reseller']) {
      const response = await (await signedIn(username)).get('/rest/staff/tickets');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ reason: 'staff_only' });
    }
    expect((await new TestBrowser(t.app).get('/rest/staff/tickets')).statusCode).toBe(401);
  });

  it('lists every company’s open tickets, oldest first, with the company; filters by department; a read is audited', async () => {
    const staff = await signedIn('staff');
    const queue = (await staff.get('/rest/staff/tickets?size=100')).json() as Page<StaffTicket>;
    const open = await t.db.selectFrom('tickets').select('id').where('stato', '=', 'aperto').execute();
    expect(queue.total).toBe(open.length);
    expect(queue.items.every((x) => x.stato === 'aperto')).toBe(true);
    const dates = queue.items.map((x) => x.data);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(queue.items.map((x) => x.ragione_sociale))).toEqual(expect.objectContaining({}));
    expect(
      queue.items.some((x) => x.id_azienda === ids.rossi) && queue.items.some((x) => x.id_azienda === ids.alpi),
    ).toBe(true);
    const tecnica = (await staff.get('/rest/staff/tickets?size=100&department=tecnica')).json() as Page<StaffTicket>;
    expect(tecnica.items.length).toBeGreaterThan(0);
    expect(tecnica.items.every((x) => x.department === 'tecnica')).toBe(true);
    // The total is counted apart from the page: it must apply the same filters.
    expect(tecnica.total).toBe(tecnica.items.length);
    const awaiting = (await staff.get('/rest/staff/tickets?size=100&in_attesa=1')).json() as Page<StaffTicket>;
    expect(awaiting.total).toBe(queue.items.filter((x) => x.in_attesa).length);
    const waiting = queue.items.find(
      (x) => x.titolo === 'Sito lento nelle ore di punta' && x.id_azienda === ids.rossi,
    )!;
    expect(waiting.in_attesa).toBe(true);

    const read = await staff.get(`/rest/tickets/${waiting.id}`);
    expect(read.statusCode).toBe(200);
    expect((await staff.get(`/rest/tickets/${waiting.id}/messages`)).json()).toHaveLength(3);
    const [audit] = await audits('tickets.staff_read', waiting.id);
    expect(audit).toMatchObject({ staff_role: 'admin', company_id: ids.rossi });
  });
});

// The demo's support operator (demo/console-seed.ts): no company of its own.
describe('the support role', () => {
  it('works the queue, answers and closes with no company and no customer grant, audited as support', async () => {
    const support = await signedIn('supporto');
    const ticket = await openOwnTicket(await signedIn('reseller'));
    const queue = (await support.get('/rest/staff/tickets?size=100')).json() as Page<StaffTicket>;
    expect(queue.items.some((x) => x.id === ticket.id)).toBe(true);
    expect((await support.get(`/rest/tickets/${ticket.id}/messages`)).statusCode).toBe(200);
    expect(
      (await support.post(`/rest/tickets/${ticket.id}/messages`, { messaggio: '<p>Ci pensiamo noi</p>' })).json(),
    ).toMatchObject({ operatore: 'Sara Supporto' });
    expect((await support.call('PUT', `/rest/tickets/${ticket.id}`, { body: { stato: 'chiuso' } })).statusCode).toBe(
      200,
    );
    const [audit] = await audits('tickets.staff_closed', ticket.id);
    expect(audit).toMatchObject({ staff_role: 'support', company_id: ids.alpi });
    // Customer pages stay closed to it: it has no company of its own.
    expect((await support.get('/rest/tickets')).statusCode).toBe(403);
  });

  it("opens a customer's tickets through id_cliente, audited as support; reads, never writes, other pages; another company's ticket 404", async () => {
    const support = await signedIn('supporto');
    const theirs = await openOwnTicket(await signedIn('reseller'), { titolo: 'Per il supporto' });
    const rossi = await openOwnTicket(await signedIn('owner'));
    const asAlpi = `id_cliente=${ids.alpi}`;

    const listed = await support.get(`/rest/tickets?size=100&${asAlpi}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const items = (listed.json() as Page<Ticket>).items;
    expect(items.some((x) => x.id === theirs.id)).toBe(true);
    expect(items.some((x) => x.id === rossi.id)).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'tickets.staff_listed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_role: 'support', company_id: ids.alpi });

    expect((await support.get(`/rest/tickets/${theirs.id}?${asAlpi}`)).json()).toMatchObject({
      id: theirs.id,
      titolo: 'Per il supporto',
    });
    expect((await audits('tickets.staff_read', theirs.id)).at(-1)).toMatchObject({
      staff_role: 'support',
      company_id: ids.alpi,
    });
    expect((await support.get(`/rest/tickets/${rossi.id}?${asAlpi}`)).statusCode).toBe(404);
    expect((await support.get(`/rest/tickets/${rossi.id}/messages?${asAlpi}`)).statusCode).toBe(404);
    const reply = await support.post(`/rest/tickets/${theirs.id}/messages?${asAlpi}`, { messaggio: '<p>Eccoci</p>' });
    expect(reply.json()).toMatchObject({ operatore: 'Sara Supporto' });

    // The support role reads the customer's data (issue 33) and changes none of it but the tickets.
    for (const path of ['/rest/invoices', '/rest/services', '/rest/users']) {
      expect((await support.get(`${path}?${asAlpi}`)).statusCode, path).toBe(200);
    }
    const invite = await support.post(`/rest/invites?${asAlpi}`, {
      email: 'nessuno@alpidigital.example',
      grants: ['developer'],
      email_subscriptions: [],
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json()).toMatchObject({ code: NOT_AUTHORIZED_CODE });
  });

  it('opens no urgent (charged) ticket for a customer: support has no billing; an admin operator may', async () => {
    const support = await signedIn('supporto');
    const asAlpi = `id_cliente=${ids.alpi}`;
    const invoicesBefore = await t.db
      .selectFrom('invoices')
      .select(t.db.fn.countAll<string>().as('n'))
      .where('company_id', '=', ids.alpi)
      .executeTakeFirstOrThrow();
    const refused = await support.post(`/rest/tickets?${asAlpi}`, newTicket({ urgente: true, titolo: 'Urgente' }));
    expect([refused.statusCode, refused.json().reason, refused.json().message]).toEqual([
      403,
      'urgent_needs_billing',
      'Un ticket urgente è a pagamento: può aprirlo per il cliente solo un operatore che gestisce la fatturazione',
    ]);
    expect(
      await t.db
        .selectFrom('invoices')
        .select(t.db.fn.countAll<string>().as('n'))
        .where('company_id', '=', ids.alpi)
        .executeTakeFirstOrThrow(),
    ).toEqual(invoicesBefore);
    expect(await t.db.selectFrom('tickets').select('id').where('titolo', '=', 'Urgente').execute()).toEqual([]);
    // A ticket that costs nothing is still theirs to open.
    expect((await support.post(`/rest/tickets?${asAlpi}`, newTicket())).statusCode).toBe(200);
    const admin = await signedIn('staff');
    const charged = await admin.post(`/rest/tickets?${asAlpi}`, newTicket({ urgente: true, titolo: 'Urgente admin' }));
    expect(charged.statusCode, charged.body).toBe(200);
  });

  it("ignores a customer's user's id_cliente: no foreign company's tickets, nothing read", async () => {
    const owner = await signedIn('owner');
    const theirs = await openOwnTicket(await signedIn('reseller'));
    const before = (
      await t.db
        .selectFrom('audit_log')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('action', 'in', ['tickets.staff_listed', 'tickets.staff_read'])
        .executeTakeFirstOrThrow()
    ).n;
    // Answered as without it: the owner's own tickets, never the other company's.
    const listed = await owner.get(`/rest/tickets?id_cliente=${ids.alpi}`);
    expect(listed.json()).toEqual((await owner.get('/rest/tickets')).json());
    expect((await owner.get(`/rest/tickets/${theirs.id}?id_cliente=${ids.alpi}`)).statusCode).toBe(404);
    expect(
      (await owner.post(`/rest/tickets/${theirs.id}/messages?id_cliente=${ids.alpi}`, { messaggio: 'intruso' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.db
          .selectFrom('audit_log')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('action', 'in', ['tickets.staff_listed', 'tickets.staff_read'])
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(before);
    expect(
      await t.db
        .selectFrom('ticket_messages')
        .select('id')
        .where('ticket_id', '=', theirs.id)
        .where('messaggio', '=', 'intruso')
        .execute(),
    ).toHaveLength(0);
  });
});

describe('POST /rest/authcode_requests', () => {
  it('opens a ticket with the technicians, audited; validates titolo and dettaglio', async () => {
    const owner = await signedIn('owner');
    expect((await owner.post('/rest/authcode_requests', { titolo: '', dettaglio: '' })).statusCode).toBe(400);
    const response = await owner.post('/rest/authcode_requests', {
      titolo: 'Richiesta AuthCode rossiarredamenti.it',
      dettaglio: 'Trasferimento verso altro registrar',
    });
    expect(response.statusCode, response.body).toBe(200);
    const ticket = response.json() as Ticket;
    expect(ticket).toMatchObject({
      department: 'tecnica',
      titolo: 'Richiesta AuthCode rossiarredamenti.it',
      stato: 'aperto',
    });
    expect(await audits('tickets.authcode_requested', ticket.id)).toHaveLength(1);
  });
});

describe('operator HTML', () => {
  it.each([
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="//evil.example">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<ul><li>uno</li></ul><blockquote>q</blockquote>', '<ul><li>uno</li></ul><blockquote>q</blockquote>'],
    [
      '<a href="mailto:help@x.example">m</a>',
      '<a href="mailto:help@x.example" target="_blank" rel="noopener noreferrer">m</a>',
    ],
  ])('%s → %s', (input, output) => expect(sanitizeOperatorHtml(input)).resolves.toBe(output));
});
