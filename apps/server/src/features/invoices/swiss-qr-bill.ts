import type { Invoice, Language } from '@sportello/domain';
import type { SwissQRBill } from 'swissqrbill/pdf';
import { calculateQRReferenceChecksum, calculateSCORReferenceChecksum, isIBANValid, isQRIBAN } from 'swissqrbill/utils';
import type { Fatturante, InvoiceCustomer } from '../../platform/db/schema.ts';

const QR_LANGUAGE = { it: 'IT', en: 'EN', de: 'DE', fr: 'FR' } as const satisfies Record<Language, string>;

/**
 * The payment's reference: with a QR-IBAN a QR reference (the invoice's id in 26 digits and its check
 * digit), with an ordinary IBAN an ISO 11649 creditor reference ('RF', check digits, the invoice's
 * number in letters and digits).
 */
export function qrBillReference(account: string, invoice: Pick<Invoice, 'id' | 'nr'>): string {
  if (isQRIBAN(account.replace(/ /g, ''))) {
    const digits = String(invoice.id).padStart(26, '0');
    return `${digits}${calculateQRReferenceChecksum(digits)}`;
  }
  const reference = invoice.nr
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(-21);
  return `RF${calculateSCORReferenceChecksum(reference)}${reference}`;
}

/**
 * The Swiss QR-bill of an invoice (issue 34; docs/decisions.md "Swiss QR-bill on the Swiss entity's
 * invoices"): for an invoice in CHF of the Swiss billing entity with something left to pay, the
 * payment part and receipt with the entity's CHF account, the open amount, the reference and the
 * customer as debtor, in the PDF's language. Null otherwise, or when the entity's account is not a
 * valid IBAN (the PDF then shows its bank details only). A debtor the standard cannot take (missing
 * address) is left blank for the payer to fill in, as the standard allows.
 */
export async function swissQrBill(
  invoice: Invoice,
  issuer: Fatturante | undefined,
  customer: InvoiceCustomer,
  language: Language,
): Promise<SwissQRBill | null> {
  if (!issuer || issuer.stato !== 'CH' || invoice.currency !== 'CHF' || invoice.type !== 'fattura') return null;
  const open = invoice.payments.filter((p) => p.pending).reduce((sum, p) => sum + p.amount, 0);
  const account = issuer.banca_chf.replace(/ /g, '');
  if (open <= 0 || !isIBANValid(account)) return null;
  const creditor = {
    account,
    name: issuer.intestatario || issuer.ragione_sociale,
    address: issuer.indirizzo,
    zip: issuer.cap,
    city: issuer.citta,
    country: issuer.stato,
  };
  const data = {
    currency: 'CHF' as const,
    // The library takes francs as a number; cents divided once, here.
    amount: open / 100,
    creditor,
    reference: qrBillReference(account, invoice),
    message: invoice.nr,
  };
  const debtor = {
    name: customer.ragione_sociale,
    address: customer.indirizzo,
    zip: customer.cap,
    city: customer.citta,
    country: customer.stato,
  };
  const options = { language: QR_LANGUAGE[language], scissors: true };
  const { SwissQRBill } = await import('swissqrbill/pdf');
  try {
    return new SwissQRBill({ ...data, debtor }, options);
  } catch {
    return new SwissQRBill(data, options);
  }
}
