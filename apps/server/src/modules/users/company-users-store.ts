import {
  type CompanyUser,
  EMAIL_SUBSCRIPTIONS,
  type EmailSubscription,
  type Grant,
  GRANTS,
  type PendingInvite,
} from '@sportello/domain';
import type { ListQuery, Page, ListSortKey, usersApi } from '@sportello/domain/api';
import { sql } from 'kysely';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type { QueryBuilder } from '../../platform/db/compiled-queries.ts';
import { pagedList } from '../../platform/db/paginate.ts';

const known = {
  grants: (values: readonly string[]): Grant[] => GRANTS.filter((g) => values.includes(g)),
  subscriptions: (values: readonly string[]): EmailSubscription[] =>
    EMAIL_SUBSCRIPTIONS.filter((s) => values.includes(s)),
};

const lower = (column: string) => sql<string>`lower(${sql.ref(column)})`;

// The sort keys are the user's, kept in company_access (migration 0014): a page is a range of the
// (company_id, key, user_id) index, and without a filter the total is an index-only count.
const USER_SORT_KEYS = {
  name: 'company_access.sort_name',
  username: 'company_access.sort_username',
  mail: 'company_access.sort_mail',
};
const USER_COLUMNS = [
  'users.id',
  'users.email as mail',
  'users.firstname',
  'users.lastname',
  'users.username',
] as const;

type CompanyValues = { company: number };

const accessOf = (qb: QueryBuilder, v: CompanyValues) =>
  qb.selectFrom('company_access').where('company_access.company_id', '=', v.company);
const accessCount = (qb: QueryBuilder, v: CompanyValues) => accessOf(qb, v).select((eb) => eb.fn.countAll().as('n'));

/** The company's users with their access; counted in the index alone while not searched. */
const companyUsers = pagedList({
  rows: (qb, _shape: null, v: CompanyValues) =>
    accessOf(qb, v)
      .innerJoin('users', 'users.id', 'company_access.user_id')
      .select([...USER_COLUMNS, 'company_access.grants', 'company_access.email_subscriptions']),
  total: (qb, _shape, v) => accessCount(qb, v),
  search: ['users.firstname', 'users.lastname', 'users.username', 'users.email'],
  columns: USER_SORT_KEYS,
  tieBreaker: 'company_access.user_id',
});

/** The keys of a page of the company's accesses alone, without their users. */
const companyAccessKeys = pagedList({
  rows: (qb, _shape: null, v: CompanyValues) =>
    accessOf(qb, v).select(['company_access.user_id', 'company_access.grants', 'company_access.email_subscriptions']),
  total: (qb, _shape, v) => accessCount(qb, v),
  columns: USER_SORT_KEYS,
  tieBreaker: 'company_access.user_id',
});

/**
 * The rows a page may skip with their users joined: past it a second query for the page's users costs
 * less (at 100,000 companies 1,000 skipped rows joined took 5 ms, the page alone 0.3 ms).
 */
const JOINED_SKIPS = 50;

/** A page of the users with access to the company, sorted and filtered as asked. */
export async function listCompanyUsers(
  db: Db,
  scope: CompanyScope,
  list: ListQuery<ListSortKey<typeof usersApi.list>>,
): Promise<Page<CompanyUser>> {
  let page: Page<CompanyUser>;
  const values = { company: scope.company.id };
  const skipped = companyUsers.skips(list, null, values) ?? (list.page > 1 ? Infinity : 0);
  if (!list.q?.trim() && list.after === undefined && skipped > JOINED_SKIPS) {
    // A page far from both ends: the rows before it are skipped in the index alone, then only the
    // page's users are read (joined first, every skipped row would read its user too).
    const keys = await companyAccessKeys.page(db, list, null, values);
    const ids = keys.items.map((k) => k.user_id);
    const users = ids.length
      ? await db.selectFrom('users').select(USER_COLUMNS).where('users.id', 'in', ids).execute()
      : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    const items = keys.items.flatMap(({ user_id, ...grants }) =>
      byId.has(user_id) ? [{ ...byId.get(user_id)!, ...grants }] : [],
    );
    page = { ...keys, items };
  } else {
    page = await companyUsers.page(db, list, null, values);
  }
  return {
    ...page,
    items: page.items.map((r) => ({
      ...r,
      grants: known.grants(r.grants),
      email_subscriptions: known.subscriptions(r.email_subscriptions),
    })),
  };
}

export interface CompanyAccessRow {
  user_id: number;
  grants: Grant[];
  email_subscriptions: EmailSubscription[];
  email: string;
}

/** One user's access to the company; undefined when the user has none there. */
export async function findCompanyUser(
  db: Db,
  scope: CompanyScope,
  userId: number,
  { forUpdate = false } = {},
): Promise<CompanyAccessRow | undefined> {
  return db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select(['company_access.user_id', 'company_access.grants', 'company_access.email_subscriptions', 'users.email'])
    .where('company_access.company_id', '=', scope.company.id)
    .where('company_access.user_id', '=', userId)
    .$if(forUpdate, (q) => q.forUpdate('company_access'))
    .executeTakeFirst();
}

/** Whether an address (any case) is already a user of the company. */
export async function isCompanyMember(db: Db, scope: CompanyScope, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select('users.id')
    .where('company_access.company_id', '=', scope.company.id)
    .where(lower('users.email'), '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateCompanyAccess(
  db: Db,
  scope: CompanyScope,
  userId: number,
  access: { grants: Grant[]; email_subscriptions: EmailSubscription[] },
): Promise<void> {
  await db
    .updateTable('company_access')
    .set(access)
    .where('company_id', '=', scope.company.id)
    .where('user_id', '=', userId)
    .execute();
}

/** The user's own notification switches for this company (the profile's). */
export async function setEmailSubscriptions(
  db: Db,
  scope: CompanyScope,
  userId: number,
  emailSubscriptions: EmailSubscription[],
): Promise<void> {
  await db
    .updateTable('company_access')
    .set({ email_subscriptions: emailSubscriptions })
    .where('user_id', '=', userId)
    .where('company_id', '=', scope.company.id)
    .execute();
}

export async function removeCompanyAccess(db: Db, scope: CompanyScope, userId: number): Promise<void> {
  await db
    .deleteFrom('company_access')
    .where('company_id', '=', scope.company.id)
    .where('user_id', '=', userId)
    .execute();
}

/** The company's pending invitations, with the names of an account already using the address. */
const companyInvites = pagedList({
  rows: (qb, _shape: null, v: CompanyValues) => {
    // The names of the account already using the address (the oldest, if several do).
    const accountField = (field: 'firstname' | 'lastname') =>
      qb
        .selectFrom('users')
        .select(field)
        .where(lower('users.email'), '=', lower('invites.email'))
        .orderBy('users.id')
        .limit(1)
        .as(field);
    return qb
      .selectFrom('invites')
      .select(['invites.email', 'invites.grants', 'invites.email_subscriptions', 'invites.expires_at'])
      .select([accountField('firstname'), accountField('lastname')])
      .where('invites.company_id', '=', v.company);
  },
  search: ['invites.email'],
  columns: { created_at: 'invites.created_at', email: lower('invites.email'), expires_at: 'invites.expires_at' },
  tieBreaker: 'invites.id',
});

/** The company's invitations, newest first, with the names of the account already using each address. */
export async function listCompanyInvites(
  db: Db,
  scope: CompanyScope,
  list: ListQuery<ListSortKey<typeof usersApi.invites>>,
  now: Date,
): Promise<Page<PendingInvite>> {
  const page = await companyInvites.page(db, list, null, { company: scope.company.id });
  return {
    ...page,
    items: page.items.map((r) => ({
      email: r.email,
      firstname: r.firstname ?? '',
      lastname: r.lastname ?? '',
      grants: known.grants(r.grants),
      email_subscriptions: known.subscriptions(r.email_subscriptions),
      expires_at: r.expires_at.toISOString(),
      expired: r.expires_at <= now,
    })),
  };
}

export interface InviteRow {
  id: number;
  email: string;
}

/** The company's invitation for an address (any case); the newest, should there be several. */
export async function findCompanyInvite(db: Db, scope: CompanyScope, email: string): Promise<InviteRow | undefined> {
  return db
    .selectFrom('invites')
    .select(['id', 'email'])
    .where('company_id', '=', scope.company.id)
    .where(lower('email'), '=', email.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Changes every invitation of the company for that address; answers whether there was one. */
export async function updateInviteAccess(
  db: Db,
  scope: CompanyScope,
  email: string,
  access: { grants: Grant[]; email_subscriptions: EmailSubscription[] },
): Promise<boolean> {
  const rows = await db
    .updateTable('invites')
    .set(access)
    .where('company_id', '=', scope.company.id)
    .where(lower('email'), '=', email.toLowerCase())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Cancels every invitation of the company for that address; answers whether there was one. */
export async function deleteInvites(db: Db, scope: CompanyScope, email: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('invites')
    .where('company_id', '=', scope.company.id)
    .where(lower('email'), '=', email.toLowerCase())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** The language to write to an address in: its account's, else the company's. */
export async function mailLanguageFor(db: Db, email: string, companyLanguage: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('lingua')
    .where(lower('email'), '=', email.toLowerCase())
    .executeTakeFirst();
  return user?.lingua ?? companyLanguage;
}
