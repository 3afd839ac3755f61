import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, AlertsSchema, isoDateIn, PROVIDER_TIME_ZONE, type Alert, type Alerts } from '@sportello/domain';
import { pruneAlertReads } from '../../modules/alerts/index.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyFixture } from '../../test-support/company-fixture.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};

const alertsOf = async (b: TestBrowser, language = 'it') => {
  const response = await b.get('/rest/alerts', { headers: { 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  // The answer is serialized from the schema's JSON Schema, which checks no value: the schema does it here.
  return AlertsSchema.parse(response.json());
};

const mark = (b: TestBrowser, id: string, unread: boolean) =>
  b.call('PUT', `/rest/alerts/${encodeURIComponent(id)}`, { body: { unread } });

const ofKind = (alerts: Alerts, kind: 'overdue' | 'trial') => alerts.items.filter((a) => a.id.startsWith(`${kind}-`));

describe('alerts (spec 1 §3): derived from the company data, each user with their own read marks', () => {
  it("the owner sees 'Pagamenti arretrati' for each overdue installment with its Pay action, and the trial ending within 14 days", async () => {
    const owner = await signedIn('owner');
    const alerts = await alertsOf(owner);
    const overdue = ofKind(alerts, 'overdue');
    expect(overdue.length).toBeGreaterThanOrEqual(2);
    for (const a of overdue) {
      expect(a).toMatchObject({ title: 'Pagamenti arretrati', persistent: true, unread: true, time: null });
      expect(a.actions).toEqual([
        { label: 'Paga', route: 'payment', params: { id: Number(a.id.slice(8)) }, query: {} },
      ]);
    }
    // More than 30 days late: danger (its delay 8 s, spec 1 §9); a few days: warning. Neither is a toast.
    const late = overdue.find((a) => a.type === 'danger');
    expect(late?.description).toContain('Insoluto - possibile sospensione servizi');
    expect(late).toMatchObject({ toast: false, delay: 8000 });
    const recent = overdue.find((a) => a.type === 'warning');
    expect(recent?.description).toMatch(/Insoluto$/);
    expect(recent?.toast).toBe(false);
    // Every id is one the payment is found by.
    const payment = await owner.get(`/rest/payments/${late!.actions[0]!.params.id}`);
    expect(payment.statusCode).toBe(200);
    expect((payment.json() as { pastdue: number }).pastdue).toBeGreaterThan(30);

    // The demo's trials: one ends in 12 days (announced), the other in 20 (not yet).
    const trials = ofKind(alerts, 'trial');
    expect(trials).toHaveLength(1);
    expect(trials[0]).toMatchObject({ type: 'info', title: 'Periodo di prova in scadenza', delay: 4000, toast: false });
    expect(trials[0]!.description).toContain('Si rinnova al termine della prova');
    expect(trials[0]!.actions[0]).toMatchObject({
      label: 'Vai al prodotto',
      route: 'products',
      query: { q: 'STOSMART' },
    });
    expect(alerts.unread).toBe(alerts.items.length);
    // Unread first, then newest: the most recent overdue installment before the oldest one.
    const dates = alerts.items.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('speaks the language asked for (Accept-Language)', async () => {
    const owner = await signedIn('owner');
    const alerts = await alertsOf(owner, 'en');
    expect(ofKind(alerts, 'overdue')[0]).toMatchObject({ title: 'Overdue payments' });
    expect(ofKind(alerts, 'overdue')[0]!.actions[0]!.label).toBe('Pay');
    expect(ofKind(alerts, 'trial')[0]!.description).toContain('Renews at the end of the trial');
  });

  it('goes to the users who may act on it: overdue payments only to the billing grant', async () => {
    const tecnico = await alertsOf(await signedIn('tecnico'));
    expect(ofKind(tecnico, 'overdue')).toEqual([]);
    expect(ofKind(tecnico, 'trial')).toHaveLength(1);
    const contabile = await alertsOf(await signedIn('contabile'));
    expect(ofKind(contabile, 'overdue').length).toBeGreaterThanOrEqual(2);
  });

  it("an operator acting on a customer sees that customer's alerts, each customer its own", async () => {
    const staff = await signedIn('staff');
    const rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
    const verdi = await companyId(t.db, DEMO_COMPANIES.verdi);
    const ids = (alerts: Alerts) => alerts.items.map((a) => a.id);
    const on = async (customer: number) => {
      const response = await staff.get(`/rest/alerts?id_cliente=${customer}`);
      expect(response.statusCode).toBe(200);
      return ids(AlertsSchema.parse(response.json()));
    };
    const owners = ids(await alertsOf(await signedIn('owner')));
    expect(owners.length).toBeGreaterThan(0);
    // Each answer is kept in memory: a customer's never stands for another's, nor for the operator's own.
    expect(await on(rossi)).toEqual(owners);
    expect(await on(verdi)).toEqual([]);
    expect(await on(rossi)).toEqual(owners);
  });

  it('marks one read and unread again, for this user only; all at once', async () => {
    const owner = await signedIn('owner');
    const contabile = await signedIn('contabile');
    const before = await alertsOf(owner);
    const target = ofKind(before, 'overdue').find((a) => a.type === 'danger')!;

    const read = await mark(owner, target.id, false);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: target.id, unread: false, toast: false });
    const after = await alertsOf(owner);
    expect(after.unread).toBe(before.unread - 1);
    // Read ones follow the unread ones.
    expect(after.items.at(-1)).toMatchObject({ id: target.id, unread: false });
    // Another user of the same company still has it unread.
    expect((await alertsOf(contabile)).items.find((a) => a.id === target.id)?.unread).toBe(true);
    // A second mark keeps the first one.
    expect((await mark(owner, target.id, false)).statusCode).toBe(200);
    const rows = await t.db.selectFrom('alert_reads').selectAll().where('alert_id', '=', target.id).execute();
    expect(rows).toHaveLength(1);

    expect((await mark(owner, target.id, true)).json()).toMatchObject({ unread: true, toast: false });
    expect((await alertsOf(owner)).unread).toBe(before.unread);

    const all = await owner.call('PUT', '/rest/alerts', { body: { unread: false } });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ unread: 0 });
    expect((await alertsOf(owner)).items.every((a) => !a.unread)).toBe(true);
    await owner.call('PUT', '/rest/alerts', { body: { unread: true } });
    expect((await alertsOf(owner)).unread).toBe(before.unread);
  });

  it("another company's alerts are neither listed nor marked (404), nor are those a grant hides; bad ids are 400", async () => {
    const owner = await alertsOf(await signedIn('owner'));
    const reseller = await signedIn('reseller');
    const own = await alertsOf(reseller);
    const ownerIds = new Set(owner.items.map((a) => a.id));
    expect(own.items.filter((a) => ownerIds.has(a.id))).toEqual([]);
    for (const a of owner.items) expect((await mark(reseller, a.id, false)).statusCode).toBe(404);
    const refused = await mark(reseller, owner.items[0]!.id, false);
    expect(refused.json()).toMatchObject({ reason: 'alert_not_found' });

    const tecnico = await signedIn('tecnico');
    expect((await mark(tecnico, ofKind(owner, 'overdue')[0]!.id, false)).statusCode).toBe(404);

    expect((await mark(reseller, 'nothing-1', false)).statusCode).toBe(400);
    expect((await reseller.call('PUT', '/rest/alerts/overdue-1', { body: {} })).statusCode).toBe(400);
    expect(
      await t.db
        .selectFrom('alert_reads')
        .select('alert_id')
        .where('alert_id', 'in', [...ownerIds])
        .execute(),
    ).toEqual([]);
  });

  it('a company with nothing due and no trial has no alerts; a trial set to cancel is a warning; a switched-off one none', async () => {
    const f = await companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true });
    expect(await alertsOf(f.browser)).toEqual({ items: [], unread: 0 });
    const today = isoDateIn(new Date(), PROVIDER_TIME_ZONE);
    const product = (data_fine: string, extra: object = {}) => ({
      company_id: f.id,
      codice: 'STOSMART',
      group_code: 'STO',
      nome: JSON.stringify({ it: 'Storage Smart', en: 'Smart storage', de: 'Smart Storage', fr: 'Stockage Smart' }),
      categoria: 'storage',
      durata: 'Mensile' as const,
      data_fine,
      free_period: 30,
      importo: 1000,
      currency: 'EUR' as const,
      ...extra,
    });
    await t.db
      .insertInto('products')
      .values([
        product(today, { stato_amministrativo: 'non rinnovare', dominio: 'prova.example' }),
        product(addDays(today, 15)),
        product(addDays(today, 3), { stato_tecnico: 'disattivo' }),
        product(addDays(today, -1)),
      ])
      .execute();
    const alerts = await alertsOf(f.browser);
    expect(alerts.items).toHaveLength(1);
    const [trial] = alerts.items as [Alert];
    expect(trial).toMatchObject({ type: 'warning', unread: true, toast: false });
    expect(trial.description).toBe(
      `Storage Smart (prova.example): prova fino al ${today.split('-').reverse().join('/')}. Disdetto al termine della prova.`,
    );
  });

  it('housekeeping drops read marks older than a year', async () => {
    const f = await companyFixture(t.app, t.db, { approval: 'approvato', contratto_cliente: true });
    const old = new Date(Date.now() - 400 * 86_400_000);
    await t.db
      .insertInto('alert_reads')
      .values([
        { user_id: f.userId, company_id: f.id, alert_id: 'overdue-999999', read_at: old },
        { user_id: f.userId, company_id: f.id, alert_id: 'overdue-999998' },
      ])
      .execute();
    expect(await pruneAlertReads(t.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await t.db.selectFrom('alert_reads').select('alert_id').where('company_id', '=', f.id).execute();
    expect(left).toEqual([{ alert_id: 'overdue-999998' }]);
  });
});
