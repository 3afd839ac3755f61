import { hash } from '@node-rs/argon2';
import { DEMO_PASSWORD } from '../demo/seed.ts';
import type { Db } from '../platform/db/database.ts';

/**
 * The demo password as an argon2id hash with the smallest cost argon2 allows. verifyPassword reads
 * the cost from the hash, so the suite's thousand-odd sign-ins as demo users take a millisecond
 * each instead of OWASP's ~16 ms, while signing in runs the same code. Only test databases hold it:
 * the demo seed and every password a test sets through the app still hash at full cost.
 */
let quick: Promise<string> | undefined;
export function quickDemoPasswordHash(): Promise<string> {
  quick ??= hash(DEMO_PASSWORD, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  return quick;
}

/** The seeded demo users' password hash swapped for the quick one (the seed gives them all one hash). */
export async function useQuickDemoPasswordHash(db: Db): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select('password_hash')
    .where('username', '=', 'owner')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ password_hash: await quickDemoPasswordHash() })
    .where('password_hash', '=', owner.password_hash)
    .execute();
}
