import { daysToExpiration } from '../products/product-rules.ts';

/** Spec 2 §9: a payment more than this many days past due may lead to suspension of services. */
export const SUSPENSION_AFTER_DAYS = 30;
/** Spec 2 §9: the dashboard asks for payments expiring within 30 days (overdue ones included). */
export const PAYMENTS_EXPIRING_DAYS = 30;
/** Spec 2 §9: recurring payments are authorised up to 10,000 EUR/CHF (in cents). */
export const RECURRING_AUTHORISATION_MAX_CENTS = 1_000_000;

/** Spec 2 §2: the four invoice statuses of the invoices page. */
export const INVOICE_STATUSES = ['credit_note', 'to_pay', 'settled', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_TYPES = ['fattura', 'nota_credito'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** Spec 2 §3 payment methods; `sandbox` is Sportello's own test checkout (DESIGN §3). */
export const PAYMENT_METHODS = ['sandbox', 'paypal', 'axerve-paypal', 'axerve-cc', 'custom'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Spec 2 §2, §8: the result codes providers return with (0 success, 1 cancelled, 2 rejected, other unexpected). */
export const PAYMENT_RESULT = { success: 0, cancelled: 1, rejected: 2, error: 3 } as const;
export type PaymentResultKind = 'success' | 'cancelled' | 'rejected' | 'error';
export function paymentResultKind(res: number | null | undefined): PaymentResultKind {
  if (res === 0) return 'success';
  if (res === 1) return 'cancelled';
  if (res === 2) return 'rejected';
  return 'error';
}

/** One invoice row's money, integer cents: net = qt × price less the discount (percent), VAT per row, rounded half up. */
export function rowAmounts(row: { qt: number; price: number; discount: number; vat: number }): {
  amount: number;
  vatamount: number;
} {
  const amount = Math.round((row.qt * row.price * (100 - row.discount)) / 100);
  const vatamount = Math.round((amount * row.vat) / 100);
  return { amount, vatamount };
}

/** An invoice's totals are always the sum of its rows. */
export function invoiceTotals(rows: readonly { amount: number; vatamount: number }[]): {
  imponibile: number;
  vatamount: number;
  amount: number;
} {
  const imponibile = rows.reduce((sum, r) => sum + r.amount, 0);
  const vatamount = rows.reduce((sum, r) => sum + r.vatamount, 0);
  return { imponibile, vatamount, amount: imponibile + vatamount };
}

/** Days an unpaid installment is past due as of `today` (0 when not yet due or paid). */
export function daysPastDue(installment: { data: string; pending: boolean }, today: string): number {
  if (!installment.pending) return 0;
  return Math.max(0, -daysToExpiration(installment.data, today));
}

/** Spec 2 §2: 'Insoluto' once past due, 'Insoluto - possibile sospensione servizi' after 30 days; null when not past due. */
export function overdueLabel(pastDueDays: number): 'unpaid' | 'suspension' | null {
  if (pastDueDays <= 0) return null;
  return pastDueDays > SUSPENSION_AFTER_DAYS ? 'suspension' : 'unpaid';
}

/** Spec 2 §2: credit note; settled; contains overdue unpaid installments; to pay and not overdue. */
export function invoiceStatus(
  invoice: { type: InvoiceType },
  installments: readonly { data: string; pending: boolean }[],
  today: string,
): InvoiceStatus {
  if (invoice.type === 'nota_credito') return 'credit_note';
  if (installments.every((i) => !i.pending)) return 'settled';
  if (installments.some((i) => daysPastDue(i, today) > 0)) return 'overdue';
  return 'to_pay';
}

/** Spec 2 §9: the cashback usable on a payment is the smaller of the balance and the total including VAT. */
export function usableCashback(balance: number, totalWithVat: number): number {
  return Math.max(0, Math.min(balance, totalWithVat));
}

/** Spec 2 §2: the payment page picks the only method by itself; with several the user must choose. */
export function initialPaymentMethod(methods: readonly string[]): string | null {
  return methods.length === 1 ? methods[0]! : null;
}

/**
 * Spec 2 §5 upgrade: the refund of the remaining period of the product left behind, pro rata by
 * days, in cents; the upgrade costs the target's price less that refund, refused when negative.
 */
export function upgradeRefund(
  current: { importo: number; data_fine: string },
  periodDays: number,
  today: string,
): number {
  const remaining = Math.max(0, daysToExpiration(current.data_fine, today));
  if (periodDays <= 0) return 0;
  return Math.round((current.importo * Math.min(remaining, periodDays)) / periodDays);
}

/** Why a product cannot be upgraded at all: one-off, its renewal unpaid, or expired; null when it can. */
export function upgradeRefusal(
  product: { durata: string; pending_invoice: string | null; stato_amministrativo: string; data_fine: string },
  today: string,
): 'one_off' | 'unpaid' | 'expired' | null {
  if (product.durata === 'Una tantum') return 'one_off';
  if (product.pending_invoice !== null) return 'unpaid';
  if (product.stato_amministrativo === 'scaduto' || daysToExpiration(product.data_fine, today) < 0) return 'expired';
  return null;
}

/**
 * Spec 2 §3 valore_storno: what an upgrade would refund of the product's current period today, in
 * cents; 0 for a product that cannot be upgraded.
 */
export function refundValue(
  product: {
    durata: string;
    importo: number;
    pending_invoice: string | null;
    stato_amministrativo: string;
    data_fine: string;
  },
  today: string,
): number {
  if (upgradeRefusal(product, today)) return 0;
  return upgradeRefund(product, periodDays(product.durata as 'Annuale' | 'Mensile'), today);
}

/** The days of one billing period, for the refund of its remainder. */
export function periodDays(durata: 'Annuale' | 'Mensile'): number {
  return durata === 'Annuale' ? 365 : 30;
}

/**
 * Spec 2 §5 upgrade quote, net of VAT, in cents: the target runs one full period from today; the
 * remainder of the current period is refunded. value = target price − refund; the upgrade is
 * possible only when that is above zero ('Attenzione: non è possibile effettuare l'upgrade
 * automatico…' otherwise).
 */
export function upgradeQuote(
  current: { importo: number; data_fine: string; durata: 'Annuale' | 'Mensile' },
  targetPrice: number,
  today: string,
): { refund: number; value: number; possible: boolean } {
  return quoteAfterRefund(upgradeRefund(current, periodDays(current.durata), today), targetPrice);
}

/** upgradeQuote once the refund is known: it is the same for every target of one product. */
export function quoteAfterRefund(
  refund: number,
  targetPrice: number,
): { refund: number; value: number; possible: boolean } {
  const value = targetPrice - refund;
  return { refund, value, possible: value > 0 };
}

export const TRANSACTION_STATUSES = ['pending', 'paid', 'cancelled', 'refused', 'error'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
/** Credit movements: cashback and customer credit, and the partner credit of spec 2 §3 movements. */
export type CreditKind = 'cashback' | 'credito' | 'provvigioni' | 'segnalazioni' | 'comarketing';
export type InvoicePurpose = 'standard' | 'renewal' | 'upgrade' | 'offer';

/** data_fine moved on by one billing period (Annuale: 12 months, Mensile: 1), the day clamped to the month's end. */
export function nextPeriodEnd(dataFine: string, durata: 'Annuale' | 'Mensile'): string {
  const [y, m, d] = dataFine.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + (durata === 'Annuale' ? 12 : 1), 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/**
 * Spec 2 §4: a product may be renewed online unless it is one-off, expired beyond its grace
 * period ('scaduto'), or already awaiting the payment of a renewal ('Pagamenti arretrati').
 */
export function renewalRefusal(
  product: {
    durata: string;
    data_fine: string;
    grace_period: number;
    stato_amministrativo: string;
    pending_invoice_number: string | null;
  },
  today: string,
): 'one_off' | 'expired' | 'unpaid' | null {
  if (product.durata === 'Una tantum') return 'one_off';
  if (product.pending_invoice_number !== null) return 'unpaid';
  if (product.stato_amministrativo === 'scaduto' || daysToExpiration(product.data_fine, today) < -product.grace_period)
    return 'expired';
  return null;
}

/** Due dates, expiry, renewals and products' groups count in the provider's day: the one time zone of the server's dates. */
export const PROVIDER_TIME_ZONE = 'Europe/Rome';
