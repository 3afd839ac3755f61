import { timingSafeEqual } from 'node:crypto';
import { normalizeNewsletterAddress, routeHref } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import type { Digest } from '../../platform/security/sealed-box.ts';

/**
 * The token of an address's unsubscribe link: a digest of the address keyed with the session
 * secret, so only the server can make one, and it needs no row — the tool that sends the
 * newsletter can carry it in every issue. Changing SESSION_SECRET voids the links already mailed.
 */
export function unsubscribeToken(digest: Digest, mail: string): string {
  return digest(`newsletter-unsubscribe:${normalizeNewsletterAddress(mail)}`);
}

/** Whether `token` is the address's, compared in constant time. */
export function isUnsubscribeToken(digest: Digest, mail: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(digest, mail));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Every subscribed address with the page address that takes it off the newsletter, for the newsletter's sender. */
export async function subscriberLinks(
  db: Db,
  digest: Digest,
  baseUrl: string,
): Promise<{ email: string; link: string }[]> {
  const rows = await db.selectFrom('newsletter_subscriptions').select('email').orderBy('email').execute();
  return rows.map(({ email }) => ({
    email,
    link: `${baseUrl}${routeHref('unsubscribe', { mail: email }, { token: unsubscribeToken(digest, email) })}`,
  }));
}
