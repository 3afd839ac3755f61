import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../platform/db/schema.ts';
import { BROWSER_COOKIE } from '../../platform/sessions/session-cookie.ts';
import { startSession } from '../../platform/sessions/sessions.ts';
import { listCompanyAccess, markLoggedIn } from './auth-store.ts';
import { consumeCheckToken } from './check-token-store.ts';

/**
 * Starts the user's session as every sign-in does: a new session id (the
 * one the request carried is dropped), the company chosen automatically when
 * the user has exactly one, the login recorded. Other sessions of the user
 * are left alone.
 */
export async function signIn(request: FastifyRequest, reply: FastifyReply, user: User, remember: boolean): Promise<void> {
  const { db } = request.server;
  const companies = await listCompanyAccess(db, user.id);
  const only = companies.length === 1 ? companies[0] : undefined;
  await startSession(request, reply, { userId: user.id, companyId: only?.id_azienda ?? null, remember });
  await markLoggedIn(db, user.id, new Date());
}

/** Uses the form's `check` token if it is this browser's, unused and unexpired. */
export async function consumeFormCheck(request: FastifyRequest, check: string, now: Date): Promise<boolean> {
  const browser = request.cookies[BROWSER_COOKIE];
  if (!browser) return false;
  const { db, digest } = request.server;
  return consumeCheckToken(db, digest(check), digest(browser), now);
}
