import { translate } from '@sportello/domain';
import { profileApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { sessionContextOf } from '../../platform/use-cases/use-case-context.ts';
import { changePassword, confirmEmailChange, readProfile, updateProfile } from './profile-use-cases.ts';

/** Profile, the confirmation of a new address, and password (spec 2 §2 Profile, §5, §8; DESIGN §4 change password). */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, profileApi.get, async (request) => readProfile(sessionContextOf(request), request.params.id));

  registerEndpoint(app, profileApi.update, async (request) =>
    updateProfile(sessionContextOf(request), request.params.id, request.body, requestLanguage(request)),
  );

  registerEndpoint(app, profileApi.confirmMail, async (request) => {
    const mail = await confirmEmailChange(sessionContextOf(request), request.params.id, request.body.token);
    return { result: 'ok' as const, message: translate(requestLanguage(request), 'profile.mail_confirmed', { mail }) };
  });

  registerEndpoint(app, profileApi.changePassword, async (request) => {
    await changePassword(sessionContextOf(request), request.params.id, request.body);
    return { result: 'ok' as const, message: translate(requestLanguage(request), 'account.password_changed') };
  });
};
