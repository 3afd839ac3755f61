import { type EmailSubscription, type Grant, policies } from '@sportello/domain';
import { findAccessibleCompany } from '../../platform/access/actor-store.ts';
import type { Db } from '../../platform/db/database.ts';
import { DomainError, notAuthorizedError } from '../../platform/use-cases/domain-error.ts';
import { addCompanyAccess, consumeAuthRequest, consumeInvite } from '../../modules/users/index.ts';

/**
 * Accepting an invitation and authorising an access request (spec 1 §2.4): the two branches
 * of POST /api/auth/companylogin, each a step of its transaction.
 *
 * An invitation is accepted by whichever signed-in user holds its key: the key went only to
 * the invited address, and a person may well sign in with an account under another address.
 * An access request is authorised only by an administrator (or owner) of the company it names.
 */

export interface AcceptedInvite {
  grants: Grant[];
  email_subscriptions: EmailSubscription[];
}

/** The invitation's grants and subscriptions are added to the user's access to that company, and the invitation is spent. */
export async function acceptInvite(
  trx: Db,
  userId: number,
  companyId: number,
  antk: string,
  now: Date,
): Promise<AcceptedInvite> {
  const invite = await consumeInvite(trx, antk, companyId, now);
  if (!invite) throw invalidInvite();
  await addCompanyAccess(trx, {
    userId,
    companyId,
    grants: invite.grants,
    email_subscriptions: invite.email_subscriptions,
  });
  return invite;
}

/** An administrator of the company makes the requesting user an administrator too, and the request is spent. */
export async function authorizeUser(
  trx: Db,
  authoriserId: number,
  companyId: number,
  uid: number | undefined,
  tok: string | undefined,
  now: Date,
): Promise<number> {
  if (uid === undefined || !tok) throw invalidAuthorization();
  await requireAdmin(trx, authoriserId, companyId);
  if (!(await consumeAuthRequest(trx, { aid: companyId, uid, tok }, now))) throw invalidAuthorization();
  await addCompanyAccess(trx, { userId: uid, companyId, grants: ['admin'], email_subscriptions: [] });
  return uid;
}

/** 403 code 10 unless the user administers (or owns) the company. */
export async function requireAdmin(db: Db, userId: number, companyId: number): Promise<void> {
  const access = await findAccessibleCompany(db, userId, companyId);
  if (!policies.authorizeAccessRequest(access?.grants).allowed) throw notAuthorizedError();
}

/**
 * An invitation key that is not (or no longer) valid: 400 where it is accepted, 404 where it is
 * looked up, as each endpoint declares.
 */
export const invalidInvite = () => new DomainError('invalid', 'auth.invalid_invite', { reason: 'invalid_invite' });

/** An access request's key that is not valid: 400 or 404, as each endpoint declares. */
export const invalidAuthorization = () =>
  new DomainError('invalid', 'auth.invalid_authorization', { reason: 'invalid_authorization' });
