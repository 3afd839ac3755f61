import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveCompany, findCompaniesByIdOrName } from '../../modules/company/index.ts';
import { opsContext } from '../../ops-context.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { COMPLETE_IT_BILLING, companyFixture, type CompanyFixture } from '../../test-support/company-fixture.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const READY = { ...COMPLETE_IT_BILLING, codice_fiscale: null, contratto_cliente: true, ack_terms: true } as const;
/** Past onboarding: the company page's own calls answer only then. */
const APPROVED = { ...READY, approval: 'approvato' } as const;
const put = (f: CompanyFixture, body: Record<string, unknown>) =>
  f.browser.call('PUT', `/rest/company/${f.id}`, { body });
const auditOf = (companyId: number, action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('company_id', '=', companyId).where('action', '=', action).execute();
const row = (id: number) => t.db.selectFrom('aziende').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('company use cases: one audit row each, with the actor, the company and what changed', () => {
  it('changes the billing data (company.billing_changed), naming only the fields that changed', async () => {
    const f = await companyFixture(t.app, t.db, READY);
    expect((await put(f, { ...COMPLETE_IT_BILLING, cap: '25121', citta: 'Brescia', provincia: 'BS' })).statusCode).toBe(
      200,
    );
    const [audit, ...more] = await auditOf(f.id, 'company.billing_changed');
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      actor_user_id: f.userId,
      staff_role: null,
      before: { cap: '24121', citta: 'Bergamo', provincia: 'BG' },
      after: { cap: '25121', citta: 'Brescia', provincia: 'BS' },
    });
  });

  it('changes the skills (company.skills_changed)', async () => {
    const f = await companyFixture(t.app, t.db, READY);
    const [a = 0, b = 0] = (await t.db.selectFrom('skills').select('id').orderBy('id').limit(2).execute()).map(
      (s) => s.id,
    );
    expect((await put(f, { requirements: [a, b], id_main_skill: b })).statusCode).toBe(200);
    expect(await auditOf(f.id, 'company.skills_changed')).toEqual([
      expect.objectContaining({
        before: { id_main_skill: null, requirements: [] },
        after: { id_main_skill: b, requirements: [a, b] },
      }),
    ]);
  });

  it('changes the payment settings (company.payment_settings_changed)', async () => {
    const f = await companyFixture(t.app, t.db, { ...APPROVED, use_credit: false, has_recurring_payments: true }, [
      'billing',
    ]);
    expect((await put(f, { use_credit: true, disableRecurringPayments: true })).statusCode).toBe(200);
    expect(await auditOf(f.id, 'company.payment_settings_changed')).toEqual([
      expect.objectContaining({
        actor_user_id: f.userId,
        before: { use_credit: false, has_recurring_payments: true },
        after: { use_credit: true, has_recurring_payments: false },
      }),
    ]);
  });

  it('accepts the terms (company.terms_accepted)', async () => {
    const f = await companyFixture(t.app, t.db);
    expect((await put(f, { contratto_cliente: true })).statusCode).toBe(200);
    expect(await auditOf(f.id, 'company.terms_accepted')).toEqual([
      expect.objectContaining({
        before: { contratto_cliente: false, ack_terms: false },
        after: { contratto_cliente: true, ack_terms: true },
      }),
    ]);
  });

  it('asks for approval (company.approval_requested), and an operator approves (company.approved, with the staff role)', async () => {
    const f = await companyFixture(t.app, t.db, READY);
    expect((await put(f, { approval: 'in approvazione cliente' })).statusCode).toBe(200);
    expect(await auditOf(f.id, 'company.approval_requested')).toEqual([
      expect.objectContaining({
        actor_user_id: f.userId,
        before: { approval: null },
        after: { approval: 'in approvazione cliente' },
      }),
    ]);

    const staff = new TestBrowser(t.app);
    await staff.loginTo('staff');
    const approved = await staff.call('PUT', `/rest/company/${f.id}?id_cliente=${f.id}`, {
      body: { approval: 'approvato' },
    });
    expect(approved.statusCode).toBe(200);
    const [audit] = await auditOf(f.id, 'company.approved');
    expect(audit).toMatchObject({
      staff_role: 'admin',
      before: { approval: 'in approvazione cliente', is_reseller: false },
      after: { approval: 'approvato', is_reseller: false },
    });
  });

  it('changes the currency (company.currency_changed)', async () => {
    const f = await companyFixture(t.app, t.db, { ...APPROVED, currency: 'EUR' });
    expect((await f.browser.post('/api/currency/update', { currency: 'CHF' })).statusCode).toBe(200);
    expect(await auditOf(f.id, 'company.currency_changed')).toEqual([
      expect.objectContaining({ actor_user_id: f.userId, before: { currency: 'EUR' }, after: { currency: 'CHF' } }),
    ]);
  });

  it('sends a change request (company.change_requested), changing nothing of the company', async () => {
    const f = await companyFixture(t.app, t.db, { ...APPROVED, locked: true });
    const request = {
      tipologia: 'Company',
      ragione_sociale: 'Galli Ferramenta S.r.l.',
      stato: 'IT',
      partita_iva: '03456780166',
      note: '',
    };
    expect((await f.browser.post('/rest/company_change_requests', request)).statusCode).toBe(200);
    expect(await auditOf(f.id, 'company.change_requested')).toEqual([expect.objectContaining({ after: request })]);
    expect((await row(f.id)).ragione_sociale).toBe(APPROVED.ragione_sociale);
  });
});

describe('PUT /rest/company/{id} with several operations', () => {
  it('saves them all together, one audit row each', async () => {
    const f = await companyFixture(t.app, t.db);
    const response = await put(f, {
      ...COMPLETE_IT_BILLING,
      contratto_cliente: true,
      approval: 'in approvazione cliente',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      contratto_cliente: true,
      approval: 'in approvazione cliente',
      hasCompleteBillingData: true,
    });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('company_id', '=', f.id)
      .where('action', 'like', 'company.%')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'company.billing_changed',
      'company.terms_accepted',
      'company.approval_requested',
    ]);
  });

  it('saves nothing when a later one is refused: billing data and skills stay as they were', async () => {
    const f = await companyFixture(t.app, t.db, { contratto_cliente: true });
    const [skill = 0] = (await t.db.selectFrom('skills').select('id').limit(1).execute()).map((s) => s.id);
    const before = await row(f.id);
    const refused = await put(f, {
      ...COMPLETE_IT_BILLING,
      requirements: [skill],
      approval: 'in approvazione rivenditore',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      reason: 'skills_required',
      errors: { id_main_skill: 'Seleziona la skill principale' },
    });
    expect(await row(f.id)).toEqual(before);
    expect(await t.db.selectFrom('company_skills').select('skill_id').where('company_id', '=', f.id).execute()).toEqual(
      [],
    );
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('company_id', '=', f.id)
        .where('action', 'like', 'company.%')
        .execute(),
    ).toEqual([]);
  });
});

describe('npm run ops -- approve', () => {
  it('approves through the same use case as the API, audited as the system; a reseller request makes a reseller', async () => {
    const ctx = opsContext(t.db, t.config, (value) => value);
    const [customer] = await findCompaniesByIdOrName(t.db, 'verdi consulenze');
    if (!customer) throw new Error('demo company missing');
    await approveCompany(ctx, { company: customer });
    expect(await row(customer.id)).toMatchObject({ approval: 'approvato', is_reseller: false });
    expect(await auditOf(customer.id, 'company.approved')).toEqual([
      expect.objectContaining({ actor_user_id: null, staff_role: null, ip: null, request_id: null }),
    ]);

    const { id } = await t.db
      .insertInto('aziende')
      .values({ ragione_sociale: 'Futuro Rivenditore', approval: 'in approvazione rivenditore' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [reseller] = await findCompaniesByIdOrName(t.db, String(id));
    await approveCompany(ctx, { company: { id: reseller?.id ?? 0 } });
    expect(await row(id)).toMatchObject({ approval: 'approvato', is_reseller: true });
  });
});
