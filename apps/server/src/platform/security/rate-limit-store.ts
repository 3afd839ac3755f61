import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit counters in the rate_limits table instead of process
 * memory, so every server process behind a load balancer counts the same
 * requests. A fixed window per key: one atomic upsert per request.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options; children get a namespace per route or group.
    constructor(
      _options?: unknown,
      private readonly namespace = 'global',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countHit(db, `${this.namespace}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged rate-limit options (its typings say RouteOptions).
    child(routeOptions: object): FastifyRateLimitStore {
      const { groupId, routeInfo } = routeOptions as {
        groupId?: string;
        routeInfo?: { method?: unknown; url?: string };
      };
      return new DatabaseRateLimitStore(undefined, groupId ?? `${String(routeInfo?.method)} ${routeInfo?.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}

async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const now = new Date();
  const resetAt = new Date(now.getTime() + windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<Date>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { current: row.count, ttl: Math.max(0, row.reset_at.getTime() - now.getTime()) };
}

export async function deleteExpiredRateLimits(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
