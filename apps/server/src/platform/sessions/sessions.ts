import { REMEMBER_ME_DAYS } from '@sportello/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, SESSION_COOKIE, setHttpOnlyCookie } from './session-cookie.ts';
import { recordSignIn } from './login-history-store.ts';
import { deleteSession, findLiveSession, insertSession, touchSession } from './session-store.ts';
import { newToken } from './tokens.ts';
import type { Session } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_MS = REMEMBER_ME_DAYS * DAY_MS;
/** Without remember-me a session ends with the browser, or after this long unused. */
export const IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 60 * 1000;

/** The digest of the session cookie the request carries, whether or not it is still valid. */
export function presentedSessionId(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token ? request.server.digest(token) : undefined;
}

export interface SessionStart {
  userId: number;
  companyId: number | null;
  remember: boolean;
  /** Kept across a rotation, so a remember-me session does not grow longer by changing company. */
  expiresAt?: Date;
}

/**
 * Issues a new session token and drops the one the request carried: used at
 * login and at every change of company, so a token seen before cannot be replayed.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, start: SessionStart): Promise<void> {
  const { db, digest } = request.server;
  const now = new Date();
  const previous = presentedSessionId(request);
  // A new session over a live one of the same user is a rotation (a change of company), not a sign-in: it keeps its start.
  const live = previous ? await findLiveSession(db, previous, now) : undefined;
  const rotated = live?.user.id === start.userId ? live.session : undefined;
  if (previous) await deleteSession(db, previous);

  const expiresAt = start.expiresAt ?? new Date(now.getTime() + (start.remember ? REMEMBER_MS : IDLE_MS));
  const token = newToken();
  const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
  if (!rotated) await recordSignIn(db, { userId: start.userId, at: now, ip: request.ip, userAgent });
  await insertSession(db, {
    id: digest(token),
    user_id: start.userId,
    company_id: start.companyId,
    remember: start.remember,
    created_at: rotated?.created_at ?? now,
    last_seen_at: now,
    expires_at: expiresAt,
    ip: request.ip,
    user_agent: userAgent,
  });
  const maxAge = start.remember ? Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)) : undefined;
  setHttpOnlyCookie(request, reply, SESSION_COOKIE, token, maxAge);
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = presentedSessionId(request);
  if (id) await deleteSession(request.server.db, id);
  clearCookie(request, reply, SESSION_COOKIE);
}

/** Slides the idle expiry of browser sessions; remember-me sessions keep their fixed end. */
export async function keepAlive(request: FastifyRequest, session: Session, now: Date): Promise<void> {
  if (now.getTime() - session.last_seen_at.getTime() < TOUCH_EVERY_MS) return;
  const expiresAt = session.remember ? session.expires_at : new Date(now.getTime() + IDLE_MS);
  await touchSession(request.server.db, session.id, now, expiresAt);
}
