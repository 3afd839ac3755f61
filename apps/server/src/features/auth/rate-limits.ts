import type { Config } from '../../config.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Rate limits of the /api/auth calls, counted in the database per address:
 * `auth` is shared by every sign-in call; `mail` is the tighter one of the
 * calls that send an e-mail (sign-up, reset, resend).
 */
export function authRateLimits(config: Pick<Config, 'authRateLimitPerMinute' | 'authMailRateLimitPerHour'>) {
  return {
    auth: { max: config.authRateLimitPerMinute, timeWindow: 60_000, groupId: 'auth' },
    mail: { max: config.authMailRateLimitPerHour, timeWindow: HOUR_MS },
  };
}
