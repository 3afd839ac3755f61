import { EMAIL_SUBSCRIPTIONS, GRANTS, type EmailSubscription, type Grant } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { findLiveAuthRequest, findLiveInvite } from '../../modules/users/index.ts';
import { invalidAuthorization, invalidInvite, requireAdmin } from './invite-acceptance.ts';

/**
 * Reading an invitation and an access request by their keys (spec 1 §2.4); accepting and
 * authorising them is POST /api/auth/companylogin.
 */
export const inviteRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, authApi.invite, async (request) => {
    const invite = await findLiveInvite(app.db, request.params.antk, new Date());
    if (!invite) throw invalidInvite();
    return {
      id_azienda: invite.company_id,
      azienda: invite.azienda,
      email: invite.email,
      // The random key is the credential; the invitee's username is only told to a signed-in caller.
      ...(invite.username && request.actor ? { username: invite.username } : {}),
      grants: invite.grants.filter((g): g is Grant => (GRANTS as readonly string[]).includes(g)),
      email_subscriptions: invite.email_subscriptions.filter((s): s is EmailSubscription =>
        (EMAIL_SUBSCRIPTIONS as readonly string[]).includes(s),
      ),
    };
  });

  registerEndpoint(app, authApi.authRequestInfo, async (request) => {
    const key = request.body;
    await requireAdmin(app.db, actorOf(request).user.id, key.aid);
    const info = await findLiveAuthRequest(app.db, key, new Date());
    if (!info) throw invalidAuthorization();
    return info;
  });
};
