import type { Db } from '../../platform/db/database.ts';

/** Removes an address (already lower case) from the newsletter; answers whether it was there. */
export async function removeSubscription(db: Db, email: string): Promise<boolean> {
  const result = await db.deleteFrom('newsletter_subscriptions').where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
