import type { EmailSubscription, Grant } from '@sportello/domain';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/database.ts';
import type { Azienda, Session, User } from '../db/schema.ts';

export interface CompanyWithAccess {
  company: Azienda;
  grants: Grant[];
  email_subscriptions: EmailSubscription[];
}

export interface LoadedActor {
  session: Session;
  user: User;
  /** The company acted for: the session's, or the customer a staff member names. */
  company: Azienda | null;
  /** The user's own access to that company; null when there is none (or staff on a customer). */
  access: { grants: Grant[]; email_subscriptions: EmailSubscription[] } | null;
}

// jsonb carries timestamps as ISO strings: these columns are turned back into Dates.
const USER_DATES = ['created_at', 'last_login_at'] as const;
const COMPANY_DATES = ['created_at'] as const;

function reviveDates<T>(row: Record<string, unknown> | null, columns: readonly string[]): T | null {
  if (!row) return null;
  for (const column of columns) {
    const value = row[column];
    if (typeof value === 'string') row[column] = new Date(value);
  }
  return row as T;
}

/**
 * The whole actor of a request in one round trip: the live session, its user, the company
 * acted for and the user's access there. `customerId` (staff acting on a customer) replaces
 * the session's company.
 */
export async function loadActor(
  db: Db,
  sessionId: string,
  now: Date,
  customerId?: number,
): Promise<LoadedActor | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .selectAll('s')
    .select((eb) => [
      jsonObjectFrom(eb.selectFrom('users').selectAll().whereRef('users.id', '=', 's.user_id')).as('user_row'),
      jsonObjectFrom(
        eb
          .selectFrom('aziende')
          .selectAll()
          .where('aziende.id', '=', customerId ?? eb.ref('s.company_id')),
      ).as('company_row'),
      jsonObjectFrom(
        eb
          .selectFrom('company_access')
          .select(['grants', 'email_subscriptions'])
          .whereRef('company_access.user_id', '=', 's.user_id')
          .where('company_access.company_id', '=', customerId ?? eb.ref('s.company_id')),
      ).as('access_row'),
    ])
    .where('s.id', '=', sessionId)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { user_row, company_row, access_row, ...session } = row;
  const user = reviveDates<User>(user_row as Record<string, unknown> | null, USER_DATES);
  if (!user) return undefined;
  return {
    session,
    user,
    company: reviveDates<Azienda>(company_row as Record<string, unknown> | null, COMPANY_DATES),
    access: access_row,
  };
}

/** The company together with this user's access to it; undefined when the user has none (or it is gone). */
export async function findAccessibleCompany(
  db: Db,
  userId: number,
  companyId: number,
): Promise<CompanyWithAccess | undefined> {
  const row = await db
    .selectFrom('company_access')
    .innerJoin('aziende', 'aziende.id', 'company_access.company_id')
    .selectAll('aziende')
    .select(['company_access.grants', 'company_access.email_subscriptions'])
    .where('company_access.user_id', '=', userId)
    .where('company_access.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { grants, email_subscriptions, ...company } = row;
  return { company, grants, email_subscriptions };
}
