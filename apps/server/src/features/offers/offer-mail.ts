import { isLanguage, type Language } from '@sportello/domain';
import { sql } from 'kysely';
import { queueMail } from '../../platform/mail/mailer.ts';
import { chargeMail } from '../../platform/security/mail-budgets.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import type { CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { findOffer, type ConfirmAbility } from '../../modules/offers/index.ts';
import { offerPdf } from './offer-document.ts';

export type OfferMailAction = 'mailcustomer' | 'mailme';

/** Whom an offer mail goes to: the billed company's billing subscribers (a prospect: its contact), or the caller. */
async function recipientsOf(
  tx: CompanyContext,
  companyId: number,
  action: OfferMailAction,
): Promise<{ email: string; lingua: Language }[]> {
  if (action === 'mailme') {
    const me = await tx.db
      .selectFrom('users')
      .select(['email', 'lingua'])
      .where('id', '=', tx.actor.user.id)
      .executeTakeFirstOrThrow();
    return [me];
  }
  const subscribers = await tx.db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select(['users.email', 'users.lingua'])
    .where('company_access.company_id', '=', companyId)
    .where(sql<boolean>`'billing' = any(company_access.email_subscriptions)`)
    .orderBy('users.id')
    .execute();
  if (subscribers.length > 0) return subscribers;
  const company = await tx.db
    .selectFrom('aziende')
    .select(['contact_mail', 'lingua'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return company.contact_mail
    ? [{ email: company.contact_mail, lingua: isLanguage(company.lingua) ? company.lingua : 'it' }]
    : [];
}

/**
 * Spec 3 §2 summary actions 'save and mail to the customer' / 'save and mail only to me': the saved
 * offer with its PDF (in the recipient's language) through the outbox, inside the saving transaction,
 * charged once to the caller's mail budget (429 when spent: nothing is saved). A customer with no
 * address to write to is 409 `no_customer_address`.
 */
export async function mailOffer(
  tx: CompanyContext,
  ability: ConfirmAbility,
  offerId: number,
  action: OfferMailAction,
): Promise<number> {
  const offer = await findOffer(tx.db, ability, offerId);
  if (!offer) throw new Error(`offer ${offerId} not found in its own transaction`);
  const recipients = await recipientsOf(tx, offer.id_azienda, action);
  if (recipients.length === 0)
    throw new DomainError('conflict', 'offers.no_customer_address', { reason: 'no_customer_address' });
  await chargeMail(tx.db, tx.actor, tx.now);
  const pdfs = new Map<Language, string>();
  for (const to of recipients) {
    if (!pdfs.has(to.lingua))
      pdfs.set(to.lingua, (await offerPdf(tx.db, tx.config.brand, offer, to.lingua)).toString('base64'));
    await queueMail(
      tx,
      to.email,
      to.lingua,
      {
        template: 'offer',
        company: offer.ragione_sociale,
        offerId: offer.id,
        titolo: offer.titolo_offerta,
        sender: tx.actor.company.ragione_sociale ?? '',
      },
      tx.db,
      [{ filename: `offerta-${offer.id}.pdf`, contentType: 'application/pdf', content: pdfs.get(to.lingua)! }],
    );
  }
  return recipients.length;
}
