import type { Generated, Selectable } from 'kysely';
import type { CreatedAt } from './column-types.ts';

export interface SessionsTable {
  /** HMAC-SHA-256 of the cookie token: the token itself is never stored. */
  id: string;
  user_id: number;
  company_id: number | null;
  remember: boolean;
  created_at: CreatedAt;
  last_seen_at: Date;
  expires_at: Date;
  ip: string | null;
  user_agent: string | null;
  /** An authenticator secret offered by GET /api/auth/totp, sealed, until a code confirms it. */
  totp_pending: string | null;
  /**
   * Opened by the forgotten-password link: until then it may set a new password once without the
   * current one (kept across a change of company).
   */
  password_reset_until: Date | null;
}

/** Every sign-in of a user (not the session rotations of a change of company). */
export interface LoginHistoryTable {
  id: Generated<number>;
  user_id: number;
  at: CreatedAt;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  ip: string;
  username: string;
  created_at: CreatedAt;
}

export interface IpBansTable {
  ip: string;
  until: Date;
  reason: string;
  created_at: CreatedAt;
}

/** Counters of @fastify/rate-limit, shared by every server process. */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Date;
}

/** Budgets of failed checks of a secret, per address, account or authenticator (platform/security/auth-throttle.ts). */
export interface AuthThrottleTable {
  key: string;
  count: number;
  reset_at: Date;
}

export type Session = Selectable<SessionsTable>;

/** The tables of this area, by name. */
export interface SessionsTables {
  sessions: SessionsTable;
  login_history: LoginHistoryTable;
  login_failures: LoginFailuresTable;
  ip_bans: IpBansTable;
  rate_limits: RateLimitsTable;
  auth_throttle: AuthThrottleTable;
}
