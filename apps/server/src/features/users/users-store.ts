import { EMAIL_SUBSCRIPTIONS, GRANTS, type CompanyUser, type EmailSubscription, type Grant, type PendingInvite } from '@sportello/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

const known = {
  grants: (values: readonly string[]): Grant[] => GRANTS.filter((g) => values.includes(g)),
  subscriptions: (values: readonly string[]): EmailSubscription[] => EMAIL_SUBSCRIPTIONS.filter((s) => values.includes(s)),
};

const lower = (column: string) => sql<string>`lower(${sql.ref(column)})`;

/** The users with access to a company, by name. */
export async function listCompanyUsers(db: Db, companyId: number): Promise<CompanyUser[]> {
  const rows = await db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select([
      'users.id',
      'users.email as mail',
      'users.firstname',
      'users.lastname',
      'users.username',
      'company_access.grants',
      'company_access.email_subscriptions',
    ])
    .where('company_access.company_id', '=', companyId)
    .orderBy('users.lastname')
    .orderBy('users.firstname')
    .orderBy('users.username')
    .execute();
  return rows.map((r) => ({ ...r, grants: known.grants(r.grants), email_subscriptions: known.subscriptions(r.email_subscriptions) }));
}

export interface CompanyAccessRow {
  user_id: number;
  grants: string[];
  email: string;
}

/** One user's access to the company; undefined when the user has none there. */
export async function findCompanyUser(db: Db, companyId: number, userId: number): Promise<CompanyAccessRow | undefined> {
  return db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select(['company_access.user_id', 'company_access.grants', 'users.email'])
    .where('company_access.company_id', '=', companyId)
    .where('company_access.user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether an address (any case) is already a user of the company. */
export async function isCompanyMember(db: Db, companyId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select('users.id')
    .where('company_access.company_id', '=', companyId)
    .where(lower('users.email'), '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateCompanyAccess(
  db: Db,
  companyId: number,
  userId: number,
  access: { grants: string[]; email_subscriptions: string[] },
): Promise<void> {
  await db
    .updateTable('company_access')
    .set(access)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
}

export async function removeCompanyAccess(db: Db, companyId: number, userId: number): Promise<void> {
  await db.deleteFrom('company_access').where('company_id', '=', companyId).where('user_id', '=', userId).execute();
}

/** The company's invitations, newest first, with the names of the account already using each address. */
export async function listCompanyInvites(db: Db, companyId: number, now: Date): Promise<PendingInvite[]> {
  // The names of the account already using the address (the oldest, if several do).
  const accountField = (field: 'firstname' | 'lastname') =>
    db
      .selectFrom('users')
      .select(field)
      .where(lower('users.email'), '=', lower('invites.email'))
      .orderBy('users.id')
      .limit(1)
      .as(field);
  const rows = await db
    .selectFrom('invites')
    .select(['invites.email', 'invites.grants', 'invites.email_subscriptions', 'invites.expires_at'])
    .select([accountField('firstname'), accountField('lastname')])
    .where('invites.company_id', '=', companyId)
    .orderBy('invites.created_at', 'desc')
    .orderBy('invites.id', 'desc')
    .execute();
  return rows.map((r) => ({
    email: r.email,
    firstname: r.firstname ?? '',
    lastname: r.lastname ?? '',
    grants: known.grants(r.grants),
    email_subscriptions: known.subscriptions(r.email_subscriptions),
    expires_at: r.expires_at.toISOString(),
    expired: r.expires_at <= now,
  }));
}

export interface InviteRow {
  id: number;
  email: string;
}

/** The company's invitation for an address (any case); the newest, should there be several. */
export async function findCompanyInvite(db: Db, companyId: number, email: string): Promise<InviteRow | undefined> {
  return db
    .selectFrom('invites')
    .select(['id', 'email'])
    .where('company_id', '=', companyId)
    .where(lower('email'), '=', email.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Changes every invitation of the company for that address; answers whether there was one. */
export async function updateInviteAccess(
  db: Db,
  companyId: number,
  email: string,
  access: { grants: string[]; email_subscriptions: string[] },
): Promise<boolean> {
  const rows = await db
    .updateTable('invites')
    .set(access)
    .where('company_id', '=', companyId)
    .where(lower('email'), '=', email.toLowerCase())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Cancels every invitation of the company for that address; answers whether there was one. */
export async function deleteInvites(db: Db, companyId: number, email: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('invites')
    .where('company_id', '=', companyId)
    .where(lower('email'), '=', email.toLowerCase())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** The language to write to an address in: its account's, else the company's. */
export async function mailLanguageFor(db: Db, email: string, companyLanguage: string): Promise<string> {
  const user = await db.selectFrom('users').select('lingua').where(lower('email'), '=', email.toLowerCase()).executeTakeFirst();
  return user?.lingua ?? companyLanguage;
}
