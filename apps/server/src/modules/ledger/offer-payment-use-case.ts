import {
  isoDateIn,
  OPEN_OFFER_STATES,
  PAYMENT_RESULT,
  PROVIDER_TIME_ZONE,
  translate,
  type Language,
  type PayOfferAnswer,
  type PaymentMethod,
} from '@sportello/domain';
import { accessContextOf } from '../../platform/access/actor.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { attachOfferInvoice, concludeOffer, lockOfferForPayment, type PayableOffer } from '../offers/index.ts';
import { customerOf, issueInvoice, totalOfRows, type NewInvoiceRow } from './invoice-writer.ts';
import { completeCheckout, planPayment } from './pay-use-cases.ts';
import type { PaymentProviders } from './providers/registry.ts';

const offerNotFound = () => new DomainError('not_found', 'offers.not_found', { reason: 'offer_not_found' });

/** The invoice rows of an offer: a row per line at its unit price and quantity. */
/** The offer's lines as invoice rows, in the company's language (docs/decisions.md "An invoice is written in the company's language"). */
function offerRows(offer: PayableOffer, iva: number, language: Language): NewInvoiceRow[] {
  return offer.prodotti.map((line) => ({
    description: translate(language, 'invoices.row.offer', {
      product: `${line.codice}${line.dominio ? ` ${line.dominio}` : ''}`,
      duration: translate(language, `offers.pdf.${line.durata}`),
      offer: offer.id,
    }),
    qt: line.qt,
    price: line.prezzo,
    vat: iva,
  }));
}

/**
 * POST /api/pay_offer (spec 3 §2 confirm_offer, §4 offer, confirm ability; DESIGN §4): confirms an
 * open offer billed to the caller's company by paying its invoice. The first confirmation issues the
 * invoice (purpose 'offer', the offer's lines and currency, the company's VAT and billing entity) and
 * keeps it on the offer; a second one (double click, another tab) pays that same invoice, so one
 * offer never has two. The offer becomes its order when the invoice is paid (settlement, in the same
 * transaction). A trial offer (free_period > 0) charges nothing now: it becomes its order at once, its
 * products free until the trial ends (docs/decisions.md "Offers become orders"). Refused: another company's offer (404), no confirm ability (403), an offer rejected
 * or already an order (409), an offer prepared for a customer, which that customer confirms (409).
 */
export async function payOffer(
  ctx: CompanyContext,
  request: { offerId: number; method: PaymentMethod; cashback: number },
  providers: PaymentProviders,
  baseUrl: string,
): Promise<PayOfferAnswer> {
  const plan = await inTransaction(ctx, async (tx) => {
    const companyId = tx.actor.company.id;
    const offer = await lockOfferForPayment(tx.db, companyId, request.offerId);
    if (!offer) throw offerNotFound();
    if (!accessContextOf(tx.actor).enable_orders)
      throw new DomainError('forbidden', 'offers.orders_not_enabled', { reason: 'orders_not_enabled' });
    const open = (OPEN_OFFER_STATES as readonly (string | null)[]).includes(offer.stato_offerta);
    if (!open || offer.stato_ordine !== null)
      throw new DomainError('conflict', 'offers.closed', { reason: 'offer_closed' });
    if (offer.company_id !== companyId)
      throw new DomainError('conflict', 'offers.billed_to_customer', { reason: 'billed_to_customer' });

    if (offer.free_period > 0) {
      await concludeOffer(tx.db, tx.source, offer.id, tx.now);
      return { answer: { result: PAYMENT_RESULT.success, transaction: null } };
    }
    let installmentId: number;
    if (offer.invoice_id !== null) {
      const installment = await tx.db
        .selectFrom('installments')
        .select('id')
        .where('invoice_id', '=', offer.invoice_id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      installmentId = installment.id;
    } else {
      const today = isoDateIn(tx.now, PROVIDER_TIME_ZONE);
      const { customer, fatturanteId, paymethod, iva, language } = await customerOf(tx.db, companyId);
      const rows = offerRows(offer, iva, language);
      const invoice = await issueInvoice(tx.db, {
        companyId,
        fatturanteId,
        data: today,
        currency: offer.currency,
        paymethod,
        customer,
        purpose: 'offer',
        rows,
        installments: [{ data: today, amount: totalOfRows(rows) }],
      });
      await attachOfferInvoice(tx.db, offer.id, invoice.id, tx.now);
      await writeAudit(tx.db, tx.source, {
        action: 'offers.invoiced',
        subject: offer.id,
        after: { invoice: invoice.id, nr: invoice.nr, amount: invoice.amount, currency: offer.currency },
      });
      installmentId = invoice.installmentIds[0]!;
    }
    return planPayment(
      tx,
      { installmentId, method: request.method, cashback: request.cashback, enableRecurring: false, ref: undefined },
      providers,
      baseUrl,
    );
  });
  return 'answer' in plan ? plan.answer : completeCheckout(ctx.db, plan, providers);
}
