import type { Currency, PaymentMethod } from '@sportello/domain';

export type ProviderName = 'sandbox' | 'paypal' | 'axerve';
export type ProviderOutcome = 'paid' | 'cancelled' | 'refused' | 'error';

/** What Sportello asks a provider to collect: one transaction, its amount and currency. */
export interface CheckoutRequest {
  transactionId: number;
  /** The spec's method the customer chose (one provider may collect several: Axerve's card and PayPal). */
  method: PaymentMethod;
  /** The transaction's unguessable handle: the provider carries it back. */
  token: string;
  amount: number;
  currency: Currency;
  description: string;
  /** Absolute base of Sportello's URLs (PUBLIC_URL, or the request's origin). */
  baseUrl: string;
  /**
   * The customer authorises recurring payments with this payment (spec 2 §9): the provider is asked
   * for a reusable mandate (PayPal: vault the wallet; Axerve: a card token), given back as `mandateRef`.
   */
  storeMandate?: boolean;
}

/**
 * A provider's verified word about a transaction: which one (by its token), what happened, the
 * amount and currency it says it collected, and its own id of the event (the idempotency key).
 */
export interface ProviderResult {
  token: string;
  eventKey: string;
  outcome: ProviderOutcome;
  /**
   * What the provider says it collected: required for `paid`; a refusal or cancellation moves no
   * money and some providers (Axerve on a declined card) report none.
   */
  amount?: number;
  currency?: Currency;
  providerRef?: string;
  /** The reusable reference a paid payment left for recurring charges (PayPal vault id, Axerve token). */
  mandateRef?: string;
  /** A short reason for order_result's 'Errore inatteso.' detail. */
  detail?: string;
  /** The provider's id of the money taken, what a refund names (PayPal's capture id, Axerve's paymentID). */
  paymentRef?: string;
}

/** Money to give back: what a provider collected for a transaction Sportello does not settle. */
export interface RefundRequest {
  /** The transaction's token (the provider's shop transaction id). */
  token: string;
  paymentRef: string | null;
  amount: number;
  currency: Currency;
  /** Sportello's id of the refund: providers that take an idempotency key get it, so a retry never refunds twice. */
  refundKey: string;
}

/** The provider's word on a refund: taken (with its id) or not (with why). */
export type RefundResult = { refunded: true; refundRef: string } | { refunded: false; detail: string };

/**
 * One payment provider behind Sportello (docs/decisions.md, provider contract). A provider
 * starts a checkout (the browser goes to `redirect`) and turns what comes back into a
 * ProviderResult only after verifying it (a signature, or asking the provider itself);
 * anything it cannot verify is null, and changes nothing.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The spec's method names (spec 2 §3) this provider collects. */
  readonly methods: readonly PaymentMethod[];
  /**
   * Whether starting a transaction's checkout again gives the same checkout (the sandbox's page is the
   * token's; PayPal's create order is idempotent by PayPal-Request-Id). Axerve's payment/create has no
   * idempotency key: a second call would be a second payment under one shopTransactionID, so a
   * checkout taken up again there is a new transaction.
   */
  readonly resumable: boolean;
  startCheckout(request: CheckoutRequest): Promise<{ redirect: string; providerRef?: string }>;
  /**
   * `collect: false` when the transaction no longer takes a payment (superseded): a provider that
   * collects on return (PayPal's capture) then collects nothing and answers a cancellation.
   */
  verifyReturn(query: Readonly<Record<string, string>>, options?: { collect: boolean }): Promise<ProviderResult | null>;
  /**
   * A recurring charge without the customer (spec 2 §4, §9): `mandate` is the `mandateRef` the
   * payment that authorised recurring payments left. Answers the provider's verified result (paid or
   * refused); throws when the provider could not be asked, and then nothing is known to be charged.
   */
  chargeRecurring?(request: CheckoutRequest & { mandate: string }): Promise<ProviderResult>;
  /** Gives collected money back; throws when the provider could not be asked. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
