import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { newToken } from '../../platform/sessions/tokens.ts';
import type { EmailSubscription, Grant } from '@sportello/domain';

/** How long an invitation can be accepted. */
export const INVITE_TTL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the database keeps of an invitation or authorisation key: its SHA-256.
 * The keys are 256 random bits, so a plain digest is as safe as a keyed one,
 * and the demo seed can create them without the session secret.
 */
export function keyDigest(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface NewInvite {
  companyId: number;
  email: string;
  grants: Grant[];
  email_subscriptions: EmailSubscription[];
  invitedBy: number | null;
  now?: Date;
  ttlDays?: number;
  /** Only demo data sets its own key; otherwise a random one. */
  key?: string;
}

/** Records an invitation; answers its key (antk), which exists nowhere else. */
export async function createInvite(db: Db, invite: NewInvite): Promise<{ id: number; antk: string }> {
  const antk = invite.key ?? newToken();
  const now = invite.now ?? new Date();
  const { id } = await db
    .insertInto('invites')
    .values({
      company_id: invite.companyId,
      email: invite.email,
      antk_hash: keyDigest(antk),
      grants: invite.grants,
      email_subscriptions: invite.email_subscriptions,
      invited_by: invite.invitedBy,
      created_at: now,
      expires_at: new Date(now.getTime() + (invite.ttlDays ?? INVITE_TTL_DAYS) * DAY_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, antk };
}

export interface LiveInvite {
  company_id: number;
  azienda: string;
  email: string;
  grants: Grant[];
  email_subscriptions: EmailSubscription[];
  /** The account that already uses the invited address, if exactly one does. */
  username: string | null;
}

export async function findLiveInvite(db: Db, antk: string, now: Date): Promise<LiveInvite | undefined> {
  const invite = await db
    .selectFrom('invites')
    .innerJoin('aziende', 'aziende.id', 'invites.company_id')
    .select([
      'invites.company_id',
      'aziende.ragione_sociale as azienda',
      'invites.email',
      'invites.grants',
      'invites.email_subscriptions',
    ])
    .where('invites.antk_hash', '=', keyDigest(antk))
    .where('invites.expires_at', '>', now)
    .executeTakeFirst();
  if (!invite) return undefined;
  const users = await db
    .selectFrom('users')
    .select('username')
    .where(sql<string>`lower(email)`, '=', invite.email.toLowerCase())
    .limit(2)
    .execute();
  return { ...invite, username: users.length === 1 ? (users[0]?.username ?? null) : null };
}

/** Takes the invitation out, if live and for that company: a key serves once. */
export async function consumeInvite(
  db: Db,
  antk: string,
  companyId: number,
  now: Date,
): Promise<{ grants: Grant[]; email_subscriptions: EmailSubscription[] } | undefined> {
  return db
    .deleteFrom('invites')
    .where('antk_hash', '=', keyDigest(antk))
    .where('company_id', '=', companyId)
    .where('expires_at', '>', now)
    .returning(['grants', 'email_subscriptions'])
    .executeTakeFirst();
}

/**
 * Gives a user access to a company, or more access: grants and
 * subscriptions are added to what the user already has there.
 */
export async function addCompanyAccess(
  db: Db,
  access: { userId: number; companyId: number; grants: Grant[]; email_subscriptions: EmailSubscription[] },
): Promise<void> {
  await db
    .insertInto('company_access')
    .values({
      user_id: access.userId,
      company_id: access.companyId,
      grants: access.grants,
      email_subscriptions: access.email_subscriptions,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'company_id']).doUpdateSet({
        grants: sql<
          Grant[]
        >`array(select distinct g from unnest(company_access.grants || excluded.grants) as g order by g)`,
        email_subscriptions: sql<
          EmailSubscription[]
        >`array(select distinct s from unnest(company_access.email_subscriptions || excluded.email_subscriptions) as s order by s)`,
      }),
    )
    .execute();
}

/** Expired invitations stay a while (the users page may still show and resend them), then go. */
export const EXPIRED_INVITE_KEEP_DAYS = 90;

export async function deleteExpiredInvites(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - EXPIRED_INVITE_KEEP_DAYS * DAY_MS);
  await db.deleteFrom('invites').where('expires_at', '<=', cutoff).execute();
}

/** A pending invitation gets a new key (the old link stops working) and a new lifetime; answers the key. */
export async function renewInviteKey(db: Db, id: number, now: Date = new Date()): Promise<string> {
  const antk = newToken();
  await db
    .updateTable('invites')
    .set({ antk_hash: keyDigest(antk), expires_at: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS) })
    .where('id', '=', id)
    .execute();
  return antk;
}
