import {
  AuthRequestInfoSchema,
  AuthRequestKeySchema,
  EMAIL_SUBSCRIPTIONS,
  GRANTS,
  hasGrant,
  InviteSchema,
  type EmailSubscription,
  type Grant,
} from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import { findAccessibleCompany } from '../../platform/access/actor-store.ts';
import { actorOf } from '../../platform/access/require-actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { badRequest, HttpError, notAuthorized } from '../../platform/http/http-error.ts';
import { consumeAuthRequest, findLiveAuthRequest, type AuthRequestKey } from './auth-request-store.ts';
import { addCompanyAccess, consumeInvite, findLiveInvite } from '../../platform/invites/invite-store.ts';

/**
 * Accepting an invitation and authorising an access request (spec 1 §2.4):
 * reading them by key, and the two branches of POST /api/auth/companylogin.
 *
 * An invitation is accepted by whichever signed-in user holds its key: the
 * key went only to the invited address, and a person may well sign in with
 * an account under another address. An access request is authorised only
 * by an administrator (or owner) of the company it names.
 */
export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/invites/:antk',
    {
      // Public: the sign-up page names the inviting company before the invitee has
      // an account. The random key is the credential; the invitee's username is
      // only told to a signed-in caller.
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'An invitation by its key: company, invited address, what it grants (public: the key is the credential); 404 when not valid or expired',
        params: z.object({ antk: z.string().min(1).max(200) }),
        response: { 200: InviteSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const invite = await findLiveInvite(app.db, request.params.antk, new Date());
      if (!invite) throw invalidInvite(404);
      return {
        id_azienda: invite.company_id,
        azienda: invite.azienda,
        email: invite.email,
        ...(invite.username && request.actor ? { username: invite.username } : {}),
        grants: invite.grants.filter((g): g is Grant => (GRANTS as readonly string[]).includes(g)),
        email_subscriptions: invite.email_subscriptions.filter((s): s is EmailSubscription =>
          (EMAIL_SUBSCRIPTIONS as readonly string[]).includes(s),
        ),
      };
    },
  );

  app.post(
    '/rest/login/authrequestinfo',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'Who asks to administer which company (aid, uid, tok); only for an administrator of that company',
        body: AuthRequestKeySchema,
        response: { 200: AuthRequestInfoSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const key = request.body;
      await requireAdmin(app.db, actorOf(request), key.aid);
      const info = await findLiveAuthRequest(app.db, key, new Date());
      if (!info) throw invalidAuthorization(404);
      return info;
    },
  );
};

/**
 * companylogin with `antk`: the invitation's grants and subscriptions are
 * added to the user's access to that company and the invitation is spent.
 */
export async function acceptInvite(db: Db, actor: Actor, companyId: number, antk: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invite = await consumeInvite(trx, antk, companyId, new Date());
    if (!invite) throw invalidInvite(400);
    await addCompanyAccess(trx, {
      userId: actor.user.id,
      companyId,
      grants: invite.grants,
      email_subscriptions: invite.email_subscriptions,
    });
  });
}

/**
 * companylogin with `uid` and `tok`: an administrator of the company makes
 * the requesting user an administrator too, and the request is spent.
 */
export async function authorizeUser(
  db: Db,
  actor: Actor,
  companyId: number,
  uid: number | undefined,
  tok: string | undefined,
): Promise<void> {
  if (uid === undefined || !tok) throw invalidAuthorization(400);
  await requireAdmin(db, actor, companyId);
  const key: AuthRequestKey = { aid: companyId, uid, tok };
  await db.transaction().execute(async (trx) => {
    if (!(await consumeAuthRequest(trx, key, new Date()))) throw invalidAuthorization(400);
    await addCompanyAccess(trx, { userId: uid, companyId, grants: ['admin'], email_subscriptions: [] });
  });
}

/** 403 code 10 unless the user administers (or owns) the company. */
async function requireAdmin(db: Db, actor: Actor, companyId: number): Promise<void> {
  const access = await findAccessibleCompany(db, actor.user.id, companyId);
  if (!access || !hasGrant(access.grants, 'admin')) throw notAuthorized();
}

function invalidInvite(status: 400 | 404): HttpError {
  return status === 400
    ? badRequest('auth.invalid_invite', { reason: 'invalid_invite' })
    : new HttpError(404, 'auth.invalid_invite', { reason: 'invalid_invite' });
}

function invalidAuthorization(status: 400 | 404): HttpError {
  return status === 400
    ? badRequest('auth.invalid_authorization', { reason: 'invalid_authorization' })
    : new HttpError(404, 'auth.invalid_authorization', { reason: 'invalid_authorization' });
}
