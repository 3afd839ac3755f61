import {
  EMAIL_SUBSCRIPTIONS,
  type EmailSubscription,
  type Grant,
  type Language,
  type Profile,
  type ProfileUpdate,
  type Reauthentication,
} from '@sportello/domain';
import { sql } from 'kysely';
import { addSubscriber, isSubscriber, moveSubscriber, removeSubscriber } from '../../modules/newsletter/index.ts';
import {
  pendingEmailOf,
  savePersonalData,
  setConfirmedEmail,
  setEmailSubscriptions,
} from '../../modules/users/index.ts';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type { User } from '../../platform/db/schema.ts';

export interface ProfileContext {
  /** The company whose notification switches the profile shows (null: staff acting on a customer). */
  scope: CompanyScope | null;
  grants: Grant[];
  emailSubscriptions: string[];
  /** The session may set a new password without the current one (opened by the forgotten-password link). */
  passwordReset: boolean;
  now: Date;
}

const known = (subs: readonly string[]): EmailSubscription[] => EMAIL_SUBSCRIPTIONS.filter((s) => subs.includes(s));

export async function profileOf(db: Db, user: User, context: ProfileContext): Promise<Profile> {
  return {
    id: user.id,
    username: user.username,
    title: user.title ?? '',
    firstname: user.firstname,
    lastname: user.lastname,
    street: user.street ?? '',
    postalcode: user.postalcode ?? '',
    city: user.city ?? '',
    province: user.province ?? '',
    country: user.country ?? '',
    phone: user.phone ?? '',
    mobile: user.mobile ?? '',
    mail: user.email,
    newsletter_subscription: await isSubscriber(db, user.email),
    email_subscriptions: known(context.emailSubscriptions),
    grants: context.grants,
    twofa: user.totp_secret !== null,
    pending_mail: await pendingEmailOf(db, user.id, context.now),
    password_reset: context.passwordReset,
  };
}

/** Whether another account has this address as its username or e-mail (case-insensitive), as sign-up checks. */
export async function isAddressTaken(db: Db, email: string, userId: number): Promise<boolean> {
  const value = email.trim().toLowerCase();
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '!=', userId)
    .where((eb) => eb.or([eb(sql<string>`lower(username)`, '=', value), eb(sql<string>`lower(email)`, '=', value)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The confirmed new address replaces the old one; a newsletter subscription follows it. Run it in a transaction. */
export async function saveConfirmedEmail(db: Db, user: User, email: string): Promise<void> {
  await setConfirmedEmail(db, user.id, email);
  await moveSubscriber(db, user.email, email);
}

const orNull = (value: string) => (value === '' ? null : value);

/** Saves the personal data, the company's notification switches and the newsletter choice: run it in a transaction. */
export async function saveProfile(
  db: Db,
  user: User,
  context: ProfileContext,
  update: Omit<ProfileUpdate, keyof Reauthentication>,
  language: Language,
): Promise<void> {
  await savePersonalData(db, user.id, {
    title: orNull(update.title),
    firstname: update.firstname,
    lastname: update.lastname,
    street: orNull(update.street),
    postalcode: orNull(update.postalcode),
    city: orNull(update.city),
    province: orNull(update.province),
    country: orNull(update.country),
    phone: orNull(update.phone),
    mobile: orNull(update.mobile),
    email: update.mail,
  });
  if (context.scope !== null) {
    await setEmailSubscriptions(db, context.scope, user.id, known(update.email_subscriptions));
  }
  // One newsletter row per address: the old address leaves with a change of e-mail.
  const previous = user.email.toLowerCase();
  const next = update.mail.toLowerCase();
  if (previous !== next || !update.newsletter_subscription) await removeSubscriber(db, previous);
  if (update.newsletter_subscription) await addSubscriber(db, { email: next, language, source: 'profile' });
  else await removeSubscriber(db, next);
}
