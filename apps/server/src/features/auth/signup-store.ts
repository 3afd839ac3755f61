import { timingSafeEqual } from 'node:crypto';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sportello/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { User } from '../../platform/db/schema.ts';

/** Accounts whose username or e-mail is this (case-insensitive); a few at most. */
export async function findUsersByLogin(db: Db, login: string): Promise<User[]> {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql<string>`lower(username)`, '=', value), eb(sql<string>`lower(email)`, '=', value)]))
    .orderBy('id')
    .limit(5)
    .execute();
}

/** Whether an account already uses this address as its username or e-mail. */
export async function isRegistered(db: Db, email: string): Promise<boolean> {
  return (await findUsersByLogin(db, email)).length > 0;
}

/**
 * The reseller an affiliation link names: `afid` its company id, `aftk` its
 * affiliation token. Anything that does not match is no affiliation.
 */
export async function findAffiliate(db: Db, afid: string | undefined, aftk: string | undefined): Promise<number | undefined> {
  if (!afid || !aftk || !/^\d{1,9}$/.test(afid)) return undefined;
  const row = await db
    .selectFrom('aziende')
    .select(['id', 'affiliation_token'])
    .where('id', '=', Number(afid))
    .where('is_reseller', '=', true)
    .executeTakeFirst();
  if (!row?.affiliation_token) return undefined;
  const expected = Buffer.from(row.affiliation_token);
  const given = Buffer.from(aftk);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row.id : undefined;
}

/**
 * A new company's country, currency and VAT until its billing data say
 * otherwise: German and French speakers are taken to be Swiss (the provider
 * bills Switzerland in CHF), everyone else Italian in EUR.
 */
export function signupDefaults(language: Language): { stato: string; currency: 'EUR' | 'CHF'; iva: number } {
  return language === 'de' || language === 'fr'
    ? { stato: 'CH', currency: 'CHF', iva: 8.1 }
    : { stato: 'IT', currency: 'EUR', iva: 22 };
}

/** The provider's billing entity for a country: the one based there, else the first one. */
export async function chooseFatturante(db: Db, stato: string): Promise<number | null> {
  const local = await db.selectFrom('fatturanti').select('id').where('stato', '=', stato).orderBy('id').limit(1).executeTakeFirst();
  if (local) return local.id;
  const first = await db.selectFrom('fatturanti').select('id').orderBy('id').limit(1).executeTakeFirst();
  return first?.id ?? null;
}

export interface NewSignup {
  ragione_sociale: string;
  email: string;
  passwordHash: string;
  language: Language;
  ack_marketing: boolean;
  parentId: number | undefined;
  prospect_source: string | undefined;
  /** The address is already proven (an invitation sent to it): no confirmation needed. */
  emailVerified: boolean;
}

/**
 * The new user (username = the address in lower case, unverified unless proven), its
 * company (no contract, no approval yet) and the owner grant; the address
 * joins the newsletter when marketing was accepted. Run it in a transaction.
 */
export async function insertSignup(db: Db, signup: NewSignup, now: Date): Promise<{ userId: number; companyId: number }> {
  const defaults = signupDefaults(signup.language);
  const company = await db
    .insertInto('aziende')
    .values({
      ragione_sociale: signup.ragione_sociale,
      tipologia: 'Company',
      stato: defaults.stato,
      currency: defaults.currency,
      currency_locked: false,
      iva: defaults.iva,
      lingua: signup.language,
      approval: null,
      contratto_cliente: false,
      ack_privacy: true,
      ack_marketing: signup.ack_marketing,
      fatturante_id: await chooseFatturante(db, defaults.stato),
      parent_id: signup.parentId ?? null,
      prospect_source: signup.prospect_source ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      username: signup.email.toLowerCase(),
      email: signup.email,
      password_hash: signup.passwordHash,
      lingua: signup.language,
      email_verified: signup.emailVerified,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('company_access')
    .values({
      user_id: user.id,
      company_id: company.id,
      grants: ['owner'],
      email_subscriptions: signup.ack_marketing ? ['technical', 'billing', 'marketing'] : ['technical', 'billing'],
    })
    .execute();
  if (signup.ack_marketing) {
    await db
      .insertInto('newsletter_subscriptions')
      .values({ email: signup.email.toLowerCase(), language: signup.language, source: 'signup', created_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
  return { userId: user.id, companyId: company.id };
}

/** Marks the address confirmed; answers the user's username. */
export async function markEmailVerified(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .updateTable('users')
    .set({ email_verified: true })
    .where('id', '=', userId)
    .returning('username')
    .executeTakeFirst();
  return row?.username;
}

/** A unique-constraint violation: the username was taken in the meantime. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
}

/** The user's language, for the e-mails they get. */
export function languageOf(user: { lingua: string }): Language {
  return isLanguage(user.lingua) ? user.lingua : DEFAULT_LANGUAGE;
}
