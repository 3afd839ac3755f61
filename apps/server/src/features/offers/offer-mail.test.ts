import { MAIL_LIMITS } from '@sportello/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyActor } from '../../platform/access/actor.ts';
import { chargeMail } from '../../platform/security/mail-budgets.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const ids = {} as Record<'rossi' | 'alpi' | 'bernasconi', number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids.rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
  ids.alpi = await companyId(t.db, DEMO_COMPANIES.alpi);
  ids.bernasconi = await companyId(t.db, DEMO_COMPANIES.bernasconi);
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const MAIL = { path: 'mail', codiceProdottoMail: 'MLART20' } as const;
const mailsAfter = (id: number) =>
  t.db.selectFrom('outbox').selectAll().where('id', '>', id).where('template', '=', 'offer').orderBy('id').execute();
const lastMailId = async () =>
  Number(
    (
      await t.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
const userOf = (username: string) =>
  t.db.selectFrom('users').select(['id', 'email']).where('username', '=', username).executeTakeFirstOrThrow();

describe('POST /rest/offers actions mailme and mailcustomer (spec 3 §2 summary, §7)', () => {
  it('mailme: the offer with its PDF to the signed-in user, through the outbox', async () => {
    const owner = await signedIn('owner');
    const before = await lastMailId();
    const saved = await owner.post('/rest/offers', { state: { ...MAIL, action: 'mailme' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id_offerta } = saved.json() as { id_offerta: number };
    const [mail, ...others] = await mailsAfter(before);
    expect(others).toHaveLength(0);
    expect(mail!.to_address).toBe((await userOf('owner')).email);
    expect(mail!.subject).toContain(`Offerta n. ${id_offerta}`);
    expect(mail!.text_body).toContain(`/offers/${id_offerta}`);
    const [file] = mail!.attachments!;
    expect(file).toMatchObject({ filename: `offerta-${id_offerta}.pdf`, contentType: 'application/pdf' });
    const pdf = Buffer.from(file!.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('MLART20');
  });

  it("mailcustomer: a reseller's offer to its customer's billing subscribers (or a prospect's contact), in their language", async () => {
    const reseller = await signedIn('reseller');
    const before = await lastMailId();
    const saved = await reseller.post('/rest/offers', {
      state: {
        path: 'hosting',
        fatturaMe: false,
        idClienteFinale: ids.bernasconi,
        newService: true,
        action: 'mailcustomer',
      },
    });
    const subscribers = await t.db
      .selectFrom('company_access')
      .innerJoin('users', 'users.id', 'company_access.user_id')
      .select('users.email')
      .where('company_access.company_id', '=', ids.bernasconi)
      .where(sql<boolean>`'billing' = any(company_access.email_subscriptions)`)
      .execute();
    const contact = await t.db
      .selectFrom('aziende')
      .select('contact_mail')
      .where('id', '=', ids.bernasconi)
      .executeTakeFirstOrThrow();
    const expected = subscribers.length > 0 ? subscribers.map((s) => s.email) : [contact.contact_mail].filter(Boolean);
    expect(expected.length).toBeGreaterThan(0);
    expect(saved.statusCode, saved.body).toBe(200);
    const mails = await mailsAfter(before);
    expect(mails.map((m) => m.to_address).sort()).toEqual([...expected].sort());
    expect(mails.every((m) => m.attachments?.[0]?.contentType === 'application/pdf')).toBe(true);
    expect(mails[0]!.text_body).toContain(DEMO_COMPANIES.alpi);
  });

  it('no address to write to: 409 and nothing saved; past the mail budget: 429 and nothing saved', async () => {
    const reseller = await signedIn('reseller');
    const offers = async () =>
      Number(
        (
          await t.db
            .selectFrom('offers')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // A customer with no billing subscriber and no contact: nobody to write to.
    const subscriptions = await t.db
      .selectFrom('company_access')
      .select(['user_id', 'email_subscriptions'])
      .where('company_id', '=', ids.bernasconi)
      .execute();
    const { contact_mail } = await t.db
      .selectFrom('aziende')
      .select('contact_mail')
      .where('id', '=', ids.bernasconi)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('company_access')
      .set({ email_subscriptions: sql`array_remove(email_subscriptions, 'billing')` })
      .where('company_id', '=', ids.bernasconi)
      .execute();
    await t.db.updateTable('aziende').set({ contact_mail: null }).where('id', '=', ids.bernasconi).execute();
    const count = await offers();
    const none = await reseller.post('/rest/offers', {
      state: {
        path: 'hosting',
        fatturaMe: false,
        idClienteFinale: ids.bernasconi,
        newService: true,
        action: 'mailcustomer',
      },
    });
    expect([none.statusCode, none.json().reason]).toEqual([409, 'no_customer_address']);
    expect(await offers()).toBe(count);
    await t.db.updateTable('aziende').set({ contact_mail }).where('id', '=', ids.bernasconi).execute();
    for (const row of subscriptions)
      await t.db
        .updateTable('company_access')
        .set({ email_subscriptions: row.email_subscriptions })
        .where('company_id', '=', ids.bernasconi)
        .where('user_id', '=', row.user_id)
        .execute();

    const tecnico = await signedIn('tecnico');
    const user = await userOf('tecnico');
    const actor = { user: { id: user.id }, company: { id: ids.rossi } } as CompanyActor;
    for (let i = 0; i < MAIL_LIMITS.perUser; i += 1) await chargeMail(t.db, actor, new Date());
    const before = await lastMailId();
    const spent = await tecnico.post('/rest/offers', { state: { ...MAIL, action: 'mailme' } });
    expect([spent.statusCode, spent.json().reason]).toEqual([429, 'mail_limit_user']);
    expect(await offers()).toBe(count);
    expect(await mailsAfter(before)).toHaveLength(0);
  });
});
