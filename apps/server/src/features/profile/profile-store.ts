import { EMAIL_SUBSCRIPTIONS, type EmailSubscription, type Language, type Profile, type ProfileUpdate } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import type { User } from '../../platform/db/schema.ts';

export interface ProfileContext {
  /** The company whose notification switches the profile shows (null: staff acting on a customer). */
  companyId: number | null;
  grants: string[];
  emailSubscriptions: string[];
}

const known = (subs: readonly string[]): EmailSubscription[] => EMAIL_SUBSCRIPTIONS.filter((s) => subs.includes(s));

async function isNewsletterSubscriber(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('newsletter_subscriptions').select('email').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

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
    newsletter_subscription: await isNewsletterSubscriber(db, user.email),
    email_subscriptions: known(context.emailSubscriptions),
    grants: context.grants,
    twofa: user.totp_secret !== null,
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** Saves the personal data, the company's notification switches and the newsletter choice together. */
export async function saveProfile(
  db: Db,
  user: User,
  context: ProfileContext,
  update: ProfileUpdate,
  language: Language,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
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
      })
      .where('id', '=', user.id)
      .execute();
    if (context.companyId !== null) {
      await trx
        .updateTable('company_access')
        .set({ email_subscriptions: known(update.email_subscriptions) })
        .where('user_id', '=', user.id)
        .where('company_id', '=', context.companyId)
        .execute();
    }
    // One newsletter row per address: the old address leaves with a change of e-mail.
    const previous = user.email.toLowerCase();
    const next = update.mail.toLowerCase();
    if (previous !== next || !update.newsletter_subscription) {
      await trx.deleteFrom('newsletter_subscriptions').where('email', '=', previous).execute();
    }
    if (update.newsletter_subscription) {
      await trx
        .insertInto('newsletter_subscriptions')
        .values({ email: next, language, source: 'profile' })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    } else {
      await trx.deleteFrom('newsletter_subscriptions').where('email', '=', next).execute();
    }
  });
}

export async function savePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
