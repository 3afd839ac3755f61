import { InviteFormSchema, ResendInviteSchema } from '@sportello/domain';
import { usersApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { InputValidationError } from '../../platform/use-cases/domain-error.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { listCompanyInvites, listCompanyUsers } from '../../modules/users/index.ts';
import {
  cancelInvite,
  changeInviteAccess,
  changeUserAccess,
  inviteUser,
  removeUser,
  resendInvite,
} from './use-cases.ts';

const OK = { result: 'ok' as const };

/**
 * Company users and invitations (spec 3 §2, §5–§7): every call works on the company the
 * session acts for, never on an id or address taken on trust from another company — those
 * answer 404 like one that does not exist.
 */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, usersApi.list, async (request) =>
    listCompanyUsers(app.db, companyActorOf(request), request.query),
  );

  registerEndpoint(app, usersApi.invites, async (request) =>
    listCompanyInvites(app.db, companyActorOf(request), request.query, new Date()),
  );

  registerEndpoint(app, usersApi.invite, async (request) => {
    const body = request.body as { action?: unknown };
    const ctx = companyContextOf(request);
    if (body.action === 'resend') await resendInvite(ctx, parse(ResendInviteSchema, body).email);
    else await inviteUser(ctx, parse(InviteFormSchema, body));
    return OK;
  });

  registerEndpoint(app, usersApi.updateInvite, async (request) => {
    await changeInviteAccess(companyContextOf(request), request.params.email, request.body);
    return OK;
  });

  registerEndpoint(app, usersApi.cancelInvite, async (request) => {
    await cancelInvite(companyContextOf(request), request.params.email);
    return OK;
  });

  registerEndpoint(app, usersApi.updateUser, async (request) => {
    await changeUserAccess(companyContextOf(request), request.params.id, request.body);
    return OK;
  });

  registerEndpoint(app, usersApi.removeUser, async (request) => {
    const outcome = await removeUser(companyContextOf(request), request.params.id);
    request.log.info({ user_id: request.params.id, outcome }, 'company access removed');
    return OK;
  });
};

/** Validates one of the two shapes of POST /rest/invites, with the same 400 answer as any body. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body, { reportInput: true });
  if (!result.success) throw new InputValidationError(result.error.issues);
  return result.data;
}
