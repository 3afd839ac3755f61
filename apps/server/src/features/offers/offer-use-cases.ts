import {
  OPEN_OFFER_STATES,
  withVat,
  type Offer,
  type OfferPayload,
  type OfferRejectionReason,
} from '@sportello/domain';
import { isDeepStrictEqual } from 'node:util';
import type { Insertable } from 'kysely';
import type { OffersTable } from '../../platform/db/schema.ts';
import { accessContextOf } from '../../platform/access/actor.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { type CompanyContext, inTransaction } from '../../platform/use-cases/use-case-context.ts';
import { mailOffer } from './offer-mail.ts';
import type { CompanyQuote } from './quote.ts';
import { type ConfirmAbility, findOffer, insertOffer, lockOffer, rejectOfferRow } from '../../modules/offers/index.ts';

export const offerNotFound = () => new DomainError('not_found', 'offers.not_found', { reason: 'offer_not_found' });

/** Whom the caller's confirm ability is measured for: the company it acts for, with its enable_orders. */
export function confirmAbilityOf(ctx: Pick<CompanyContext, 'actor'>): ConfirmAbility {
  return { company: ctx.actor.company.id, enableOrders: accessContextOf(ctx.actor).enable_orders };
}

/** The offer a valid quote makes, open ('inviata'): the engine's payload, lines and totals, with its grand totals. */
export function offerRow({ quote, billed }: CompanyQuote, createdBy: number | null): Insertable<OffersTable> {
  const { payload, lines, totals } = quote;
  // What confirming charges first: every line in the duration it is billed in.
  const granTotale = lines.reduce((sum, line) => sum + line.totale, 0);
  return {
    company_id: billed.id,
    reseller_id: payload.id_reseller,
    created_by: createdBy,
    titolo_offerta: payload.title,
    // The offer's currency: the company's, or the other one it chose in the summary (spec 3 §2).
    currency: payload.currency,
    iva: billed.iva,
    gran_totale: granTotale,
    gran_totale_ivato: withVat(granTotale, billed.iva, payload.currency),
    free_period: payload.free_period,
    testing_mode: payload.testing_mode,
    tecnologie: payload.tecnologie === null ? null : JSON.stringify(payload.tecnologie),
    provision_location: payload.provision_location,
    provision_backup_location: payload.provision_backup_location,
    note: payload.note,
    action: payload.action,
    state: JSON.stringify(quote.state),
    prodotti: JSON.stringify(lines),
    totals: JSON.stringify(totals),
  };
}

/**
 * Saves a wizard offer (spec 3 §7) from the engine's answer on the state the browser sent: the codes,
 * quantities, prices, company billed and title are the engine's, never the body's. A state the rules
 * refuse is 422 with the field messages, and nothing is saved.
 */
export async function saveOffer(
  ctx: CompanyContext,
  { quote, billed }: CompanyQuote,
  sent: Partial<OfferPayload>,
): Promise<number> {
  if (!quote.valid) {
    throw new DomainError('unprocessable', 'offers.invalid_quote', {
      reason: 'invalid_quote',
      errors: Object.fromEntries(
        quote.issues.map((issue) => [
          issue.field,
          { key: issue.key, ...(issue.params ? { params: issue.params } : {}) },
        ]),
      ),
    });
  }
  const { payload } = quote;
  const differing = (Object.keys(sent) as (keyof OfferPayload)[]).filter(
    (key) => sent[key] !== undefined && !isDeepStrictEqual(sent[key], payload[key]),
  );
  if (differing.length > 0) {
    throw new DomainError('unprocessable', 'offers.invalid_quote', {
      reason: 'payload_mismatch',
      errors: Object.fromEntries(differing.map((key) => [key, 'offers.payload_mismatch' as const])),
    });
  }
  const row = offerRow({ quote, billed }, ctx.actor.user.id);
  return inTransaction(ctx, async (tx) => {
    const id = await insertOffer(tx.db, row);
    await writeAudit(tx.db, tx.source, {
      action: 'offers.created',
      subject: id,
      after: {
        id_azienda: billed.id,
        id_reseller: payload.id_reseller,
        titolo_offerta: row.titolo_offerta,
        gran_totale: row.gran_totale,
        currency: payload.currency,
        prodotti: quote.lines.map((l) => ({ codice: l.codice, qt: l.qt, durata: l.durata, prezzo: l.prezzo })),
      },
    });
    if (payload.action === 'mailcustomer' || payload.action === 'mailme')
      await mailOffer(tx, confirmAbilityOf(tx), id, payload.action);
    return id;
  });
}

/**
 * Spec 3 §4/§5: an open offer is rejected with a reason, by a caller who may confirm it; a rejected
 * offer or an order cannot change again (409).
 */
export async function rejectOffer(ctx: CompanyContext, id: number, reason: OfferRejectionReason): Promise<Offer> {
  const ability = confirmAbilityOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const locked = await lockOffer(tx.db, tx.actor, id);
    if (!locked) throw offerNotFound();
    const offer = await findOffer(tx.db, ability, id);
    if (!offer) throw offerNotFound();
    if (!offer.enable_orders)
      throw new DomainError('forbidden', 'offers.orders_not_enabled', { reason: 'orders_not_enabled' });
    const open = (OPEN_OFFER_STATES as readonly (string | null)[]).includes(locked.stato_offerta);
    if (!open || locked.stato_ordine !== null)
      throw new DomainError('conflict', 'offers.closed', { reason: 'offer_closed' });
    await rejectOfferRow(tx.db, id, reason, tx.now);
    await writeAudit(tx.db, tx.source, {
      action: 'offers.rejected',
      subject: id,
      before: { stato_offerta: locked.stato_offerta },
      after: { stato_offerta: 'rifiutata', motivazione_rifiuto: reason },
    });
    return { ...offer, stato_offerta: 'rifiutata', motivazione_rifiuto: reason };
  });
}
