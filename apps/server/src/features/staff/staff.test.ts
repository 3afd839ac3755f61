import type { Page } from '@sportello/domain/api';
import {
  type CloudServer,
  NOT_AUTHORIZED_CODE,
  type StaffAuditEntry,
  type StaffCompany,
  type StaffQueueCounts,
  type StaffQueueItem,
} from '@sportello/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHANGE_REQUEST, DEMO_PENDING_COMPANY } from '../../demo/console-seed.ts';
import { DEMO_ZONE } from '../../demo/services-seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture, COMPLETE_IT_BILLING } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { mailsTo } from '../../test-support/mailbox.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let staff: TestBrowser;
let support: TestBrowser;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await signedIn('staff');
  support = await signedIn('supporto');
});
afterAll(() => t.close());

async function signedIn(username: string): Promise<TestBrowser> {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
}

const search = async (b: TestBrowser, q: string) =>
  (await b.get(`/rest/staff/companies?q=${encodeURIComponent(q)}`)).json() as Page<StaffCompany>;
const queueOf = async (b: TestBrowser, kind: string) =>
  (await b.get(`/rest/staff/queues/${kind}?size=100`)).json() as Page<StaffQueueItem>;
const countOf = async (kind: string) =>
  ((await staff.get('/rest/staff/queues')).json() as StaffQueueCounts).queues.find((q) => q.kind === kind)?.count;

const CONSOLE_CALLS = [
  ['GET', '/rest/staff/companies'],
  ['GET', '/rest/staff/companies/1'],
  ['GET', '/rest/staff/companies/1/audit'],
  ['GET', '/rest/staff/queues'],
  ['GET', '/rest/staff/queues/approvals'],
  ['POST', '/rest/staff/queues/approvals/1'],
] as const;

describe('who may call the console', () => {
  it.each(CONSOLE_CALLS)('a customer calling %s %s is refused 403 staff_only', async (method, url) => {
    const owner = await signedIn('owner');
    const response = await owner.call(method, url, method === 'POST' ? { body: { decision: 'accept' } } : {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: 'staff_only' });
  });

  it.each(CONSOLE_CALLS)('without a session %s %s is 401', async (method, url) => {
    const response = await new TestBrowser(t.app).call(method, url, method === 'POST' ? { body: {} } : {});
    expect(response.statusCode).toBe(401);
  });

  it('a customer’s id_cliente is still ignored: the console stays refused, and so is acting on another company', async () => {
    const owner = await signedIn('owner');
    const other = await companyId(t.db, DEMO_COMPANIES.bianchi);
    expect((await owner.get(`/rest/staff/queues?id_cliente=${other}`)).statusCode).toBe(403);
    const own = (await owner.get('/api/dashboard/userinfo')).json();
    const info = await owner.get(`/api/dashboard/userinfo?id_cliente=${other}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual(own);
    expect(info.json().id_azienda).not.toBe(other);
  });

  it('support reads the queues but cannot decide an item (403 code 10); admin may', async () => {
    const counts = (await support.get('/rest/staff/queues')).json() as StaffQueueCounts;
    expect(counts.role).toBe('support');
    expect((await support.get('/rest/staff/queues/approvals')).statusCode).toBe(200);
    const pending = (await queueOf(support, 'approvals')).items.find(
      (item) => item.ragione_sociale === DEMO_PENDING_COMPANY.ragione_sociale,
    );
    expect(pending).toBeDefined();
    const refused = await support.post(`/rest/staff/queues/approvals/${pending?.id}`, { decision: 'accept' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: NOT_AUTHORIZED_CODE });
    expect(((await staff.get('/rest/staff/queues')).json() as StaffQueueCounts).role).toBe('admin');
  });
});

describe('staff sign in with an authenticator code, always', () => {
  it('the password alone asks for the code, and an operator without an authenticator opens no session', async () => {
    const b = new TestBrowser(t.app);
    expect((await b.login('staff')).json()).toEqual({ result: 'totp' });
    await t.db.updateTable('users').set({ totp_secret: null }).where('username', '=', 'supporto').execute();
    try {
      const refused = await new TestBrowser(t.app).login('supporto');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ reason: 'staff_totp_required' });
    } finally {
      const sealed = await t.db
        .selectFrom('users')
        .select('totp_secret')
        .where('username', '=', 'staff')
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('users')
        .set({ totp_secret: sealed.totp_secret })
        .where('username', '=', 'supporto')
        .execute();
    }
  });
});

describe('GET /rest/staff/companies', () => {
  it('finds a company by name, VAT number, fiscal code, PEC, username, e-mail, domain and id', async () => {
    const rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
    const named = (page: Page<StaffCompany>) => page.items.map((c) => c.ragione_sociale);
    expect(named(await search(staff, 'rossi arred'))).toContain(DEMO_COMPANIES.rossi);
    const row = await t.db
      .selectFrom('aziende')
      .select(['partita_iva', 'email_pec'])
      .where('id', '=', rossi)
      .executeTakeFirstOrThrow();
    expect(named(await search(staff, row.partita_iva ?? ''))).toContain(DEMO_COMPANIES.rossi);
    expect(named(await search(staff, 'owner'))).toContain(DEMO_COMPANIES.rossi);
    expect(named(await search(staff, 'mario.rossi@rossiarredamenti'))).toContain(DEMO_COMPANIES.rossi);
    expect(named(await search(staff, String(rossi)))).toContain(DEMO_COMPANIES.rossi);
    const domain = await t.db
      .selectFrom('hosting_services')
      .select('dominio')
      .where('company_id', '=', rossi)
      .executeTakeFirstOrThrow();
    expect(named(await search(staff, domain.dominio))).toContain(DEMO_COMPANIES.rossi);
    const fiscal = await companyFixture(t.app, t.db, { codice_fiscale: 'RSSMRA80A01F205X' });
    expect((await search(staff, 'rssmra80a01')).items.map((c) => c.id)).toEqual([fiscal.id]);
    if (row.email_pec) expect(named(await search(staff, row.email_pec))).toContain(DEMO_COMPANIES.rossi);
  });

  it("shows each one's state and a LIKE wildcard matches itself only", async () => {
    const [alpi] = (await search(staff, DEMO_COMPANIES.alpi)).items;
    expect(alpi).toMatchObject({ approval: 'approvato', contratto_cliente: true, is_reseller: true, currency: 'CHF' });
    const [bernasconi] = (await search(staff, DEMO_COMPANIES.bernasconi)).items;
    expect(bernasconi).toMatchObject({ parent_name: DEMO_COMPANIES.alpi, is_reseller: false });
    expect((await search(staff, '%')).items).toEqual([]);
  });

  it('pages every company by name without q, and answers CSV', async () => {
    const page = (await staff.get('/rest/staff/companies?size=5')).json() as Page<StaffCompany>;
    expect(page.items).toHaveLength(5);
    const names = page.items.map((c) => c.ragione_sociale);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const csv = await staff.get('/rest/staff/companies?format=csv&q=rossi');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(DEMO_COMPANIES.rossi);
  });

  it('support may search too', async () => {
    expect((await search(support, 'rossi')).total).toBeGreaterThan(0);
  });
});

describe('a company’s detail and audit', () => {
  it('lists what a staff member did acting on the customer, with the role, before and after', async () => {
    const fixture = await companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true });
    const changed = await staff.call('PUT', `/rest/company/${fixture.id}?id_cliente=${fixture.id}`, {
      body: { ...COMPLETE_IT_BILLING, ragione_sociale: 'Agita Per Conto S.r.l.' },
    });
    expect(changed.statusCode).toBeLessThan(300);
    const detail = await staff.get(`/rest/staff/companies/${fixture.id}`);
    expect(detail.json()).toMatchObject({ id: fixture.id, users: [{ username: fixture.username, grants: ['owner'] }] });
    const audit = (await support.get(`/rest/staff/companies/${fixture.id}/audit`)).json() as Page<StaffAuditEntry>;
    const row = audit.items.find((entry) => entry.action === 'company.billing_changed');
    expect(row).toMatchObject({ username: 'staff', staff_role: 'admin' });
    expect(row?.after).toContain('Agita Per Conto S.r.l.');
  });

  it('support acting on a customer reads its data but writes nothing', async () => {
    const fixture = await companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true });
    expect((await support.get(`/rest/company/${fixture.id}?id_cliente=${fixture.id}`)).statusCode).toBe(200);
    const refused = await support.call('PUT', `/rest/company/${fixture.id}?id_cliente=${fixture.id}`, {
      body: { ...COMPLETE_IT_BILLING, ragione_sociale: 'Non Si Fa S.r.l.' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: NOT_AUTHORIZED_CODE });
  });

  it("support reading a customer's services, zone and servers is told it may change none, nor open a console", async () => {
    const rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
    const on = `?id_cliente=${rossi}`;
    const manage = async (b: TestBrowser) => ({
      service: (await b.get(`/rest/services/${DEMO_ZONE}${on}`)).json().can_manage,
      zone: (await b.get(`/rest/dns/${DEMO_ZONE}${on}`)).json().editable,
      // The links that open a server's panel or console.
      consoles: ((await b.get(`/rest/servers${on}`)).json() as Page<CloudServer>).items.flatMap((server) =>
        [server.whm_url, server.cockpit_url, server.console_url].filter((url) => url !== null),
      ),
    });
    expect(await manage(support)).toEqual({ service: false, zone: false, consoles: [] });
    expect(await manage(staff)).toMatchObject({ service: true, zone: true });
    expect((await manage(staff)).consoles.length).toBeGreaterThan(0);
  });

  it('an unknown company is 404', async () => {
    expect((await staff.get('/rest/staff/companies/999999')).statusCode).toBe(404);
    expect((await staff.get('/rest/staff/companies/999999/audit')).statusCode).toBe(404);
  });
});

describe('the queues', () => {
  it('approve: the company reaches the dashboard and its owners are mailed in its language', async () => {
    const fixture = await companyFixture(t.app, t.db, {
      approval: 'in approvazione cliente',
      contratto_cliente: true,
      lingua: 'de',
    });
    expect((await fixture.browser.get('/rest/products')).statusCode).toBe(403);
    const before = await countOf('approvals');
    expect((await queueOf(staff, 'approvals')).items.map((i) => i.company_id)).toContain(fixture.id);
    const decided = await staff.post(`/rest/staff/queues/approvals/${fixture.id}`, { decision: 'accept' });
    expect(decided.statusCode).toBe(200);
    expect(await countOf('approvals')).toBe((before ?? 0) - 1);
    expect((await fixture.browser.get('/rest/products')).statusCode).toBe(200);
    const [mail] = await mailsTo(t.db, `${fixture.username}@fixture.example`);
    expect(mail).toMatchObject({ template: 'request_decided', language: 'de' });
    expect(mail?.subject).toContain('angenommen');
    const again = await staff.post(`/rest/staff/queues/approvals/${fixture.id}`, { decision: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'already_decided' });
  });

  it('reject an approval: a reason is required, the request is cleared and the reason mailed', async () => {
    const fixture = await companyFixture(t.app, t.db, { approval: 'in approvazione cliente', contratto_cliente: true });
    const noReason = await staff.post(`/rest/staff/queues/approvals/${fixture.id}`, {
      decision: 'reject',
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await staff.post(`/rest/staff/queues/approvals/${fixture.id}`, {
      decision: 'reject',
      reason: 'Partita IVA da verificare',
    });
    expect(rejected.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('aziende')
      .select('approval')
      .where('id', '=', fixture.id)
      .executeTakeFirstOrThrow();
    expect(row.approval).toBeNull();
    const [mail] = await mailsTo(t.db, `${fixture.username}@fixture.example`);
    expect(mail?.text_body).toContain('Partita IVA da verificare');
  });

  it('accept a partner request: the company becomes a reseller with the chosen mode', async () => {
    const fixture = await companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true });
    const asked = await fixture.browser.post('/rest/become_partner', { modalita: 'freelance' });
    expect(asked.statusCode).toBe(200);
    const item = (await queueOf(staff, 'partner_requests')).items.find((i) => i.company_id === fixture.id);
    expect(item?.details).toMatchObject({ modalita: 'freelance' });
    const accepted = await staff.post(`/rest/staff/queues/partner_requests/${item?.id}`, {
      decision: 'accept',
      modalita: 'whitelabel',
    });
    expect(accepted.statusCode).toBe(200);
    const company = await t.db
      .selectFrom('aziende')
      .select('is_reseller')
      .where('id', '=', fixture.id)
      .executeTakeFirstOrThrow();
    expect(company.is_reseller).toBe(true);
    const request = await t.db
      .selectFrom('partner_requests')
      .select(['stato', 'modalita'])
      .where('id', '=', item?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ stato: 'accepted', modalita: 'whitelabel' });
    expect((await mailsTo(t.db, `${fixture.username}@fixture.example`)).at(-1)?.text_body).toContain('whitelabel');
  });

  it('reject a partner request: it stays a customer', async () => {
    const fixture = await companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true });
    await fixture.browser.post('/rest/become_partner', { modalita: 'freelance' });
    const item = (await queueOf(staff, 'partner_requests')).items.find((i) => i.company_id === fixture.id);
    expect(
      (await staff.post(`/rest/staff/queues/partner_requests/${item?.id}`, { decision: 'reject', reason: 'No' }))
        .statusCode,
    ).toBe(200);
    const company = await t.db
      .selectFrom('aziende')
      .select('is_reseller')
      .where('id', '=', fixture.id)
      .executeTakeFirstOrThrow();
    expect(company.is_reseller).toBe(false);
  });

  it("apply a locked profile's change: the new name and VAT number, the profile still locked", async () => {
    const item = (await queueOf(staff, 'billing_changes')).items.find(
      (i) => i.details.ragione_sociale === DEMO_CHANGE_REQUEST.ragione_sociale,
    );
    expect(item).toBeDefined();
    expect(
      (await staff.post(`/rest/staff/queues/billing_changes/${item?.id}`, { decision: 'accept' })).statusCode,
    ).toBe(200);
    const company = await t.db
      .selectFrom('aziende')
      .select(['ragione_sociale', 'locked'])
      .where('id', '=', item?.company_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(company).toEqual({ ragione_sociale: DEMO_CHANGE_REQUEST.ragione_sociale, locked: true });
    const audit = (await staff.get(`/rest/staff/companies/${item?.company_id}/audit`)).json() as Page<StaffAuditEntry>;
    expect(audit.items[0]).toMatchObject({ action: 'company.change_applied', username: 'staff', staff_role: 'admin' });
    expect((await mailsTo(t.db, 'piero.gialli@gialli.example')).at(-1)?.template).toBe('request_decided');
  });

  it("a locked profile's request waits in the queue; rejecting it changes nothing", async () => {
    const fixture = await companyFixture(t.app, t.db, {
      ...COMPLETE_IT_BILLING,
      approval: 'approvato',
      contratto_cliente: true,
      locked: true,
    });
    const sent = await fixture.browser.post('/rest/company_change_requests', {
      ...DEMO_CHANGE_REQUEST,
      ragione_sociale: 'Richiesta Respinta S.r.l.',
    });
    expect(sent.statusCode).toBe(200);
    const item = (await queueOf(staff, 'billing_changes')).items.find((i) => i.company_id === fixture.id);
    expect(item?.details).toMatchObject({ ragione_sociale: 'Richiesta Respinta S.r.l.' });
    expect(
      (
        await staff.post(`/rest/staff/queues/billing_changes/${item?.id}`, {
          decision: 'reject',
          reason: 'Documenti mancanti',
        })
      ).statusCode,
    ).toBe(200);
    const company = await t.db
      .selectFrom('aziende')
      .select('ragione_sociale')
      .where('id', '=', fixture.id)
      .executeTakeFirstOrThrow();
    expect(company.ragione_sociale).not.toBe('Richiesta Respinta S.r.l.');
  });

  it('an unknown item is 404, an unknown queue 400; tickets are counted, not decided here', async () => {
    expect((await staff.post('/rest/staff/queues/billing_changes/999999', { decision: 'accept' })).statusCode).toBe(
      404,
    );
    expect((await staff.get('/rest/staff/queues/nothing')).statusCode).toBe(400);
    expect((await staff.post('/rest/staff/queues/tickets/1', { decision: 'accept' })).statusCode).toBe(400);
    expect(await countOf('tickets')).toBeGreaterThanOrEqual(0);
  });
});
