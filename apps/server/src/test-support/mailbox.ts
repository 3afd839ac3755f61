import type { Db } from '../platform/db/database.ts';
import type { OutboxRow } from '../platform/mail/outbox-store.ts';

/** The mails in the outbox for one address, newest first. */
export async function mailsTo(db: Db, address: string): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id', 'desc').execute();
}

/** The newest mail for an address; fails the test when there is none. */
export async function lastMailTo(db: Db, address: string): Promise<OutboxRow> {
  const [mail] = await mailsTo(db, address);
  if (!mail) throw new Error(`no mail to ${address} in the outbox`);
  return mail;
}

/** The first link of the newest mail's text, as a path with its query (what a browser would open on this server). */
export async function linkInLastMailTo(db: Db, address: string): Promise<URL> {
  const mail = await lastMailTo(db, address);
  const match = /https?:\/\/\S+/.exec(mail.text_body);
  if (!match) throw new Error(`no link in the mail to ${address}`);
  return new URL(match[0]);
}

export const pathOf = (url: URL): string => `${url.pathname}${url.search}`;
