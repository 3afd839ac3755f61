import { translate } from '@sportello/domain';
import { profileApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { sessionContextOf } from '../../platform/use-cases/use-case-context.ts';
import { endOwnSession, listOwnSessions, ownSignIns } from './session-use-cases.ts';

/**
 * The signed-in user's own sessions and sign-ins (beyond the spec): a user sees and ends only
 * their own.
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, profileApi.sessions, async (request) => listOwnSessions(sessionContextOf(request)));

  registerEndpoint(app, profileApi.endSession, async (request) => {
    await endOwnSession(sessionContextOf(request), request.params.id);
    return { result: 'ok' as const, message: translate(requestLanguage(request), 'account.session_ended') };
  });

  registerEndpoint(app, profileApi.loginHistory, async (request) =>
    ownSignIns(sessionContextOf(request), request.query),
  );
};
