import { REMEMBER_ME_DAYS } from '@sportello/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, SESSION_COOKIE, setHttpOnlyCookie } from './session-cookie.ts';
import { recordSignIn } from './login-history-store.ts';
import { deleteSession, findLiveSession, insertSession, touchSession } from './session-store.ts';
import { newToken } from './tokens.ts';
import type { Db } from '../db/database.ts';
import type { Session } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_MS = REMEMBER_ME_DAYS * DAY_MS;
/** Without remember-me a session ends with the browser, or after this long unused. */
export const IDLE_MS = 12 * 60 * 60 * 1000;
/** ... and this long after its sign-in however much it is used: a stolen cookie does not live for ever. */
export const BROWSER_SESSION_MAX_MS = 24 * 60 * 60 * 1000;
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
  /** Until when the session may set a new password without the current one (the forgotten-password link). */
  passwordResetUntil?: Date;
}

/** Where a session is opened from: the request's address and browser, and the session it already carried. */
export interface SessionClient {
  ip: string;
  userAgent: string | null;
  /** The digest of the session cookie the request carried, live or not. */
  presentedSessionId: string | undefined;
}

export function sessionClientOf(request: FastifyRequest): SessionClient {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    presentedSessionId: presentedSessionId(request),
  };
}

/** A session just opened: the token its cookie carries, and how long the cookie lives (undefined: until the browser closes). */
export interface OpenedSession {
  token: string;
  maxAgeSeconds: number | undefined;
}

/**
 * Issues a new session token and drops the one the request carried: used at login and at
 * every change of company, so a token seen before cannot be replayed. Runs on the caller's
 * transaction; the caller sets the cookie (setSessionCookie).
 */
export async function openSession(
  db: Db,
  digest: (token: string) => string,
  client: SessionClient,
  start: SessionStart,
  now: Date,
): Promise<OpenedSession> {
  const previous = client.presentedSessionId;
  // A new session over a live one of the same user is a rotation (a change of company), not a sign-in: it keeps its start.
  const live = previous ? await findLiveSession(db, previous, now) : undefined;
  const rotated = live?.user.id === start.userId ? live.session : undefined;
  if (previous) await deleteSession(db, previous);

  const createdAt = rotated?.created_at ?? now;
  const expiresAt = start.remember
    ? (start.expiresAt ?? new Date(now.getTime() + REMEMBER_MS))
    : idleExpiry({ created_at: createdAt }, now);
  const token = newToken();
  if (!rotated) await recordSignIn(db, { userId: start.userId, at: now, ip: client.ip, userAgent: client.userAgent });
  await insertSession(db, {
    id: digest(token),
    user_id: start.userId,
    company_id: start.companyId,
    remember: start.remember,
    created_at: createdAt,
    last_seen_at: now,
    expires_at: expiresAt,
    ip: client.ip,
    user_agent: client.userAgent,
    // A change of company right after the link must not take the reset away.
    password_reset_until: rotated ? rotated.password_reset_until : (start.passwordResetUntil ?? null),
  });
  const maxAgeSeconds = start.remember
    ? Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000))
    : undefined;
  return { token, maxAgeSeconds };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, opened: OpenedSession): void {
  setHttpOnlyCookie(request, reply, SESSION_COOKIE, opened.token, opened.maxAgeSeconds);
}

/** Ends the session the request carried (live or not); answers whether there was a row to end. */
export async function closeSession(db: Db, client: Pick<SessionClient, 'presentedSessionId'>): Promise<boolean> {
  if (!client.presentedSessionId) return false;
  return deleteSession(db, client.presentedSessionId);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  clearCookie(request, reply, SESSION_COOKIE);
}

/** A browser session's end: IDLE_MS from now, but never past BROWSER_SESSION_MAX_MS after its sign-in. */
function idleExpiry(session: Pick<Session, 'created_at'>, now: Date): Date {
  return new Date(Math.min(now.getTime() + IDLE_MS, session.created_at.getTime() + BROWSER_SESSION_MAX_MS));
}

/**
 * Slides the idle expiry of browser sessions up to their cap; remember-me sessions keep their fixed
 * end. The session may be the one remembered for the next calls (the actor cache): it is brought up
 * to date before the write, so the calls running meanwhile do not write it again. Answers the write,
 * or undefined when the session was touched recently (most calls: nothing to wait for).
 */
export function keepAlive(request: FastifyRequest, session: Session, now: Date): Promise<void> | undefined {
  if (now.getTime() - session.last_seen_at.getTime() < TOUCH_EVERY_MS) return undefined;
  const expiresAt = session.remember ? session.expires_at : idleExpiry(session, now);
  session.last_seen_at = now;
  session.expires_at = expiresAt;
  return touchSession(request.server.db, session.id, now, expiresAt);
}
