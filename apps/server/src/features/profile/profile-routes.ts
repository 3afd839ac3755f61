import {
  ChangePasswordSchema,
  FormMessageResultSchema,
  hasGrant,
  ProfileSchema,
  ProfileUpdateSchema,
  translate,
  type Grant,
} from '@sportello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import { actorOf } from '../../platform/access/require-actor.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { HttpError, notAuthorized } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { deleteOtherSessions } from '../../platform/sessions/session-store.ts';
import { profileOf, saveProfile, savePasswordHash, type ProfileContext } from './profile-store.ts';

const IdParams = z.object({ id: z.coerce.number().int().nonnegative() });
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The path names the signed-in user, or nobody: 403 code 10 for any other id. */
export function ownUser(actor: Actor, id: number) {
  if (actor.user.id !== id) throw notAuthorized('other_user');
  return actor.user;
}

function contextOf(actor: Actor): ProfileContext {
  // Staff acting on a customer have no notification switches of their own there.
  if (actor.acting_as_customer) return { companyId: null, grants: [], emailSubscriptions: [] };
  return { companyId: actor.company?.id ?? null, grants: actor.grants, emailSubscriptions: actor.email_subscriptions };
}

/** Profile and password (spec 2 §2 Profile, §5, §8; DESIGN §4 change password). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/profile/:id',
    {
      config: { access: { route: 'profile' } },
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's personal data, notification switches in the current company, newsletter and 2FA state",
        params: IdParams,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return profileOf(app.db, ownUser(actor, request.params.id), contextOf(actor));
    },
  );

  app.put(
    '/rest/profile/:id',
    {
      config: { access: { route: 'profile' } },
      schema: {
        tags: ['profile'],
        summary: 'Save the personal data, notification switches (only the owner may add one) and newsletter choice',
        params: IdParams,
        body: ProfileUpdateSchema,
        response: { 200: ProfileSchema, ...errors, 422: ErrorBodySchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const user = ownUser(actor, request.params.id);
      const context = contextOf(actor);
      const update = request.body;
      // Spec 2 §6: only the owner adds subscriptions; anyone may remove theirs.
      const added = update.email_subscriptions.filter((s) => !context.emailSubscriptions.includes(s));
      if (context.companyId === null) update.email_subscriptions = [];
      else if (added.length > 0 && !hasGrant(context.grants, 'owner' satisfies Grant)) {
        throw new HttpError(422, 'profile.subscriptions_owner_only', {
          reason: 'owner_only',
          errors: { email_subscriptions: 'profile.subscriptions_owner_only' },
        });
      }
      await saveProfile(app.db, user, context, update, requestLanguage(request));
      const saved = await app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      return profileOf(app.db, saved, { ...context, emailSubscriptions: update.email_subscriptions });
    },
  );

  app.put(
    '/rest/login/:id',
    {
      config: { access: { route: 'reset_password' } },
      schema: {
        tags: ['profile'],
        summary: "Change the signed-in user's password (both fields, min 8, the same); ends the user's other sessions",
        params: IdParams,
        body: ChangePasswordSchema,
        response: { 200: FormMessageResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const user = ownUser(actor, request.params.id);
      await savePasswordHash(app.db, user.id, await hashPassword(request.body.password));
      await deleteOtherSessions(app.db, user.id, actor.session.id);
      return { result: 'ok' as const, message: translate(requestLanguage(request), 'account.password_changed') };
    },
  );
};
