import type { FastifyRequest } from 'fastify';
import { BROWSER_COOKIE } from '../../platform/sessions/session-cookie.ts';
import { sessionClientOf, type SessionClient } from '../../platform/sessions/sessions.ts';

/** The browser a sign-in call comes from, as the sign-in use cases need it. */
export interface AuthClient extends SessionClient {
  /** The browser-binding cookie's value (check tokens, provider sign-ins), if it carried one. */
  browser: string | undefined;
}

export function authClientOf(request: FastifyRequest): AuthClient {
  return { ...sessionClientOf(request), browser: request.cookies[BROWSER_COOKIE] };
}
