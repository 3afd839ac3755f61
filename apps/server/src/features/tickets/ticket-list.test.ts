import type { Ticket } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

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
const list = async (b: TestBrowser, query = '') => {
  const response = await b.get(`/rest/tickets?size=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page<Ticket>;
};
const stored = (company: number) =>
  t.db
    .selectFrom('tickets')
    .select(['id', 'titolo', 'stato', 'last_from_operator'])
    .where('company_id', '=', company)
    .execute();

describe('GET /rest/tickets: every ticket, open and closed, through the list contract (issue 36)', () => {
  it('answers open and closed tickets by default, and stato=aperto|chiuso keeps one kind; onlyOpen still means open', async () => {
    const owner = await signedIn('owner');
    const own = await stored(ids.rossi);
    const all = await list(owner);
    expect(all.total).toBe(own.length);
    expect(new Set(all.items.map((x) => x.stato))).toEqual(new Set(['aperto', 'chiuso']));
    const closed = await list(owner, '&stato=chiuso');
    expect(closed.total).toBe(own.filter((x) => x.stato === 'chiuso').length);
    expect(closed.items.every((x) => x.stato === 'chiuso')).toBe(true);
    expect(closed.items.map((x) => x.titolo)).toContain('Certificato SSL non rinnovato');
    const open = await list(owner, '&stato=aperto');
    expect(open.total).toBe(own.filter((x) => x.stato === 'aperto').length);
    expect((await list(owner, '&onlyOpen=1')).items.map((x) => x.id)).toEqual(open.items.map((x) => x.id));
    // Both filters apply: open and closed at once is nothing.
    expect((await list(owner, '&onlyOpen=1&stato=chiuso')).total).toBe(0);
    expect((await owner.get('/rest/tickets?stato=archiviato')).statusCode).toBe(400);
  });

  it('searches the title and the number (#42 or 42) among the filtered tickets, case-insensitively', async () => {
    const owner = await signedIn('owner');
    const found = await list(owner, `&stato=chiuso&q=${encodeURIComponent('certificato ssl')}`);
    expect(found.items.map((x) => x.titolo)).toEqual(['Certificato SSL non rinnovato']);
    const ticket = found.items[0]!;
    const byNumber = await list(owner, `&q=${encodeURIComponent(`#${ticket.id}`)}`);
    expect(byNumber.items.map((x) => x.id)).toContain(ticket.id);
    expect(byNumber.items.every((x) => `#${x.id}`.includes(`#${ticket.id}`))).toBe(true);
    expect((await list(owner, `&q=${ticket.id}`)).items.map((x) => x.id)).toContain(ticket.id);
    // A closed ticket is not among the open ones, whatever the search.
    expect((await list(owner, `&stato=aperto&q=${encodeURIComponent('certificato')}`)).total).toBe(0);
    // LIKE's wildcards are plain characters.
    expect((await list(owner, '&q=%25')).total).toBe(0);
  });

  it('says whom each ticket waits for and when its conversation last moved', async () => {
    const owner = await signedIn('owner');
    const all = await list(owner);
    const own = await stored(ids.rossi);
    for (const item of all.items) {
      const row = own.find((x) => x.id === item.id)!;
      expect(item.in_attesa, item.titolo).toBe(!row.last_from_operator);
      expect(item.id_azienda).toBe(ids.rossi);
      expect(Date.parse(item.ultimo_messaggio)).toBeGreaterThanOrEqual(Date.parse(item.data));
    }
    // The staff answered the closed SSL ticket last; the customer wrote last on 'Sito lento'.
    expect(all.items.find((x) => x.titolo === 'Certificato SSL non rinnovato')?.in_attesa).toBe(false);
    expect(all.items.find((x) => x.titolo === 'Sito lento nelle ore di punta')?.in_attesa).toBe(true);
  });

  it('pages on the server, newest first, by page number and by cursor, without overlap', async () => {
    const owner = await signedIn('owner');
    const all = await list(owner);
    const first = (await owner.get('/rest/tickets?size=2')).json() as Page<Ticket>;
    const second = (await owner.get('/rest/tickets?size=2&page=2')).json() as Page<Ticket>;
    expect(first).toMatchObject({ page: 1, size: 2, total: all.total });
    expect([...first.items, ...second.items].map((x) => x.id)).toEqual(all.items.slice(0, 4).map((x) => x.id));
    const after = (await owner.get(`/rest/tickets?size=2&after=${first.next}`)).json() as Page<Ticket>;
    expect(after.items.map((x) => x.id)).toEqual(second.items.map((x) => x.id));
    const oldest = (await owner.get('/rest/tickets?size=100&sort=data')).json() as Page<Ticket>;
    expect(oldest.items.map((x) => x.id)).toEqual([...all.items].reverse().map((x) => x.id));
  });

  it("never answers another company's tickets, whatever the filter or search", async () => {
    const owner = await signedIn('owner');
    const alpi = await stored(ids.alpi);
    const theirClosed = alpi.find((x) => x.stato === 'chiuso')!;
    for (const query of ['', '&stato=chiuso', `&q=${encodeURIComponent(`#${theirClosed.id}`)}`]) {
      const page = await list(owner, query);
      expect(
        page.items.some((x) => alpi.some((y) => y.id === x.id)),
        query,
      ).toBe(false);
    }
    // The reseller finds its own closed ticket by its number.
    const reseller = await signedIn('reseller');
    const mine = await list(reseller, `&stato=chiuso&q=${encodeURIComponent(`#${theirClosed.id}`)}`);
    expect(mine.items.map((x) => x.id)).toContain(theirClosed.id);
    // A customer's user cannot name another company: its id_cliente is ignored, the list its own.
    const named = await owner.get(`/rest/tickets?id_cliente=${ids.alpi}&stato=chiuso`);
    expect(named.json()).toEqual((await owner.get('/rest/tickets?stato=chiuso')).json());
  });

  it("an operator lists a customer's closed tickets through id_cliente, audited with the filter and the search", async () => {
    const staff = await signedIn('staff');
    const page = await list(staff, `&id_cliente=${ids.alpi}&stato=chiuso&q=contratto`);
    expect(page.items.map((x) => x.titolo)).toEqual(['Richiesta copia contratto']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['after', 'company_id'])
      .where('action', '=', 'tickets.staff_listed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.company_id).toBe(ids.alpi);
    expect(audit.after).toMatchObject({ stato: 'chiuso', q: 'contratto', items: 1 });
  });

  it('answers the same list as CSV, with the filter and the search', async () => {
    const owner = await signedIn('owner');
    const response = await owner.get('/rest/tickets?format=csv&stato=chiuso&q=certificato');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('in_attesa');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Certificato SSL non rinnovato');
  });
});
