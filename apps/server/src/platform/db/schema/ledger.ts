import type { Generated } from 'kysely';
import type {
  CreditKind,
  Currency,
  InvoicePurpose,
  InvoiceType,
  RequestKind,
  RequestState,
  TransactionStatus,
} from '@sportello/domain';
import type { CreatedAt, JsonColumn } from './column-types.ts';

/** The customer's billing data printed on an invoice, as on the day of issue. */
export interface InvoiceCustomer {
  ragione_sociale: string;
  indirizzo: string;
  cap: string;
  citta: string;
  provincia: string;
  stato: string;
  partita_iva: string;
  codice_fiscale: string;
}

/** An invoice or credit note of a company (spec 2 §3); totals = the sums of its rows, cents. */
export interface InvoicesTable {
  id: Generated<number>;
  company_id: number;
  fatturante_id: number | null;
  type: Generated<InvoiceType>;
  nr: string;
  data: string;
  currency: Currency;
  imponibile: number;
  vatamount: number;
  amount: number;
  paymethod: Generated<string>;
  customer: JsonColumn<InvoiceCustomer>;
  purpose: Generated<InvoicePurpose>;
  created_at: CreatedAt;
}

/** One row of an invoice, VAT per row (percentages as numbers), cents. */
export interface InvoiceRowsTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  description: string;
  qt: number;
  price: number;
  discount: Generated<number>;
  vat: number;
  amount: number;
  vatamount: number;
  product_id: number | null;
  renew_until: string | null;
  upgrade_to: number | null;
}

/** A payment due of an invoice (spec 2 §3 payment/installment); pending while paid_at is null. */
export interface InstallmentsTable {
  id: Generated<number>;
  invoice_id: number;
  company_id: number;
  tipo: Generated<string>;
  descrizione: Generated<string>;
  amount: number;
  currency: Currency;
  data: string;
  paid_at: Date | null;
}

/** One attempt to pay an installment through a provider, with the cashback spent beside it. */
export interface PaymentTransactionsTable {
  id: Generated<number>;
  company_id: number;
  installment_id: number;
  user_id: number | null;
  provider: string;
  method: string;
  amount: number;
  cashback_amount: Generated<number>;
  credit_amount: Generated<number>;
  currency: Currency;
  status: Generated<TransactionStatus>;
  token: string;
  provider_ref: string | null;
  ref: string | null;
  enable_recurring: Generated<boolean>;
  created_at: CreatedAt;
  settled_at: Date | null;
  /** The provider's reusable reference from the payment that authorised recurring payments (vault id, card token). */
  mandate_ref: string | null;
  /** A charge of the recurring job, without the customer. */
  recurring: Generated<boolean>;
  /** Started by staff acting on the customer: the return leads to `/{id_cliente}/order-result/…`. */
  for_customer: Generated<boolean>;
}

/** A provider's event, once per (provider, event_key). */
export interface ProviderEventsTable {
  id: Generated<string>;
  provider: string;
  event_key: string;
  transaction_id: number | null;
  outcome: string;
  payload: JsonColumn<Record<string, unknown>>;
  received_at: CreatedAt;
}

/** Why collected money is given back (migration 0023). */
export type RefundReason = 'superseded' | 'already_paid' | 'balance_short';

/**
 * due: to ask the provider; sending: one process is asking it; refunded: the provider took the refund;
 * failed: the finance team refunds by hand.
 */
export type RefundStatus = 'due' | 'sending' | 'refunded' | 'failed';

/** Money a provider collected that Sportello does not apply, to give back; one per provider event. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  transaction_id: number;
  company_id: number;
  provider: string;
  event_key: string;
  amount: number;
  currency: Currency;
  reason: RefundReason;
  /** The provider's id of the money to refund (PayPal's capture id, Axerve's paymentID). */
  payment_ref: string | null;
  status: Generated<RefundStatus>;
  /** The provider's id of the refund. */
  refund_ref: string | null;
  detail: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** Credit and cashback earned (+) and spent (−), cents. */
export interface CreditMovementsTable {
  id: Generated<string>;
  company_id: number;
  tipo: CreditKind;
  amount: number;
  currency: Currency;
  descrizione: Generated<string>;
  transaction_id: number | null;
  data: CreatedAt;
  /** The settled invoice that earned it (partner credit, migration 0036). */
  invoice_id: number | null;
  /** The commission or co-marketing request that collected it, or gave it back. */
  request_id: number | null;
}

/** Signed cents whose sum per (company, kind) is that credit's balance (migration 0051, kept by triggers). */
export interface CreditBalancesTable {
  company_id: number;
  tipo: CreditKind;
  /** int8: pg reads it as a string. */
  amount: string;
}

/** A commission or co-marketing request (spec 2 §3), its credit debited when made; cents. */
export interface CommissionRequestsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  tipo: RequestKind;
  importo: number;
  currency: Currency;
  iban: string | null;
  messaggio: Generated<string>;
  stato: Generated<RequestState>;
  created_at: CreatedAt;
  decided_at: Date | null;
  paid_on: string | null;
}

/** A file of a request (the invoice, co-marketing documents), judged by its bytes. */
export interface CommissionRequestFilesTable {
  id: Generated<number>;
  request_id: number;
  filename: string;
  content_type: string;
  size: number;
  content: Buffer;
}

/** The tables of this area, by name. */
export interface LedgerTables {
  invoices: InvoicesTable;
  invoice_rows: InvoiceRowsTable;
  installments: InstallmentsTable;
  payment_transactions: PaymentTransactionsTable;
  provider_events: ProviderEventsTable;
  credit_movements: CreditMovementsTable;
  credit_balances: CreditBalancesTable;
  payment_refunds: PaymentRefundsTable;
  commission_requests: CommissionRequestsTable;
  commission_request_files: CommissionRequestFilesTable;
}
