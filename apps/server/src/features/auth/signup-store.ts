import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sportello/domain';
import { sql } from 'kysely';
import { createCompany } from '../../modules/company/index.ts';
import { addSubscriber } from '../../modules/newsletter/index.ts';
import { addCompanyAccess, createUser } from '../../modules/users/index.ts';
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
 * The new user (the users module's new account), its
 * company (the company module's sign-up company) and the owner grant; the address
 * joins the newsletter when marketing was accepted. Run it in a transaction.
 */
export async function insertSignup(
  db: Db,
  signup: NewSignup,
  now: Date,
): Promise<{ userId: number; companyId: number }> {
  const companyId = await createCompany(
    db,
    {
      ragione_sociale: signup.ragione_sociale,
      language: signup.language,
      ack_marketing: signup.ack_marketing,
      parentId: signup.parentId,
      prospect_source: signup.prospect_source,
    },
    now,
  );
  const userId = await createUser(
    db,
    {
      email: signup.email,
      passwordHash: signup.passwordHash,
      language: signup.language,
      emailVerified: signup.emailVerified,
    },
    now,
  );
  await addCompanyAccess(db, {
    userId,
    companyId,
    grants: ['owner'],
    email_subscriptions: signup.ack_marketing ? ['technical', 'billing', 'marketing'] : ['technical', 'billing'],
  });
  if (signup.ack_marketing) {
    await addSubscriber(db, { email: signup.email, language: signup.language, source: 'signup', created_at: now });
  }
  return { userId, companyId };
}

/** A unique-constraint violation: the username was taken in the meantime. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505'
  );
}

/** The user's language, for the e-mails they get. */
export function languageOf(user: { lingua: string }): Language {
  return isLanguage(user.lingua) ? user.lingua : DEFAULT_LANGUAGE;
}
