import type { Language } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';

/** One row per address, in lower case: sign-up, the profile and the unsubscribe link all keep to it. */
export async function isSubscriber(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select('email')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Subscribes an address; an address already subscribed keeps its row. */
export async function addSubscriber(
  db: Db,
  subscription: { email: string; language: Language; source: string; created_at?: Date },
): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values({ ...subscription, email: subscription.email.toLowerCase() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/** Removes an address from the newsletter; answers whether it was there. */
export async function removeSubscriber(db: Db, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('newsletter_subscriptions')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A subscriber's address changed: the subscription follows it (unless the new address has one already). */
export async function moveSubscriber(db: Db, previous: string, next: string): Promise<void> {
  const from = previous.toLowerCase();
  const to = next.toLowerCase();
  if (from === to) return;
  const subscription = await db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', from)
    .executeTakeFirst();
  if (!subscription) return;
  await db
    .insertInto('newsletter_subscriptions')
    .values({ ...subscription, email: to })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  await db.deleteFrom('newsletter_subscriptions').where('email', '=', from).execute();
}
