import type { EmailSubscription, Grant } from '@sportello/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import type { NewAzienda, UsersTable } from '../platform/db/schema.ts';

/** What every approved Italian demo company has in common; each seed adds its name, address and payment terms. */
export const APPROVED_ITALIAN_COMPANY = {
  tipologia: 'Company',
  stato: 'IT',
  currency: 'EUR',
  approval: 'approvato',
  contratto_cliente: true,
  ack_privacy: true,
  ack_terms: true,
  is_verified_billing: true,
  iva: 22,
  is_demo: true,
} satisfies Partial<NewAzienda>;

export interface DemoMember extends Omit<Insertable<UsersTable>, 'password_hash' | 'email_verified'> {
  grants: readonly Grant[];
  email_subscriptions: readonly EmailSubscription[];
}

/**
 * A demo user with a confirmed address and its access to one company. Every demo account has the
 * demo password, so the seed hashes it once (argon2 is slow by design) and passes the hash around.
 */
export async function insertDemoMember(
  db: Db,
  companyId: number,
  passwordHash: string,
  member: DemoMember,
): Promise<number> {
  const { grants, email_subscriptions, ...user } = member;
  const { id } = await db
    .insertInto('users')
    .values({ ...user, password_hash: passwordHash, email_verified: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('company_access')
    .values({ user_id: id, company_id: companyId, grants: [...grants], email_subscriptions: [...email_subscriptions] })
    .execute();
  return id;
}
