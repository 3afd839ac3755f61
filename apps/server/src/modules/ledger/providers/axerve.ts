import { decimalAmount, type Currency, type PaymentMethod } from '@sportello/domain';
import type { CheckoutRequest, PaymentProvider, ProviderResult } from './provider.ts';

export interface AxerveConfig {
  /** https://ecomms2s.sella.it (live) or https://sandbox.gestpay.net; a local fake in tests. */
  apiUrl: string;
  shopLogin: string;
  apiKey: string;
}

type Fetch = typeof fetch;

interface AxerveAnswer<T> {
  error: { code: string; description: string };
  payload: T;
}

/** payment/detail's payload, the fields Sportello reads. */
interface Detail {
  transactionResult: string;
  shopTransactionID: string;
  paymentID: string;
  currency: string;
  transactionErrorDescription?: string;
  /** The card (or PayPal) token, when the payment was created with requestToken. */
  token?: string;
  events?: { eventtype: string; eventamount: string }[];
}

/** The payment type of payment/create and payment/submit for each of the spec's Axerve methods. */
const PAYMENT_TYPE: Partial<Record<PaymentMethod, 'CREDITCARD' | 'PAYPAL'>> = {
  'axerve-cc': 'CREDITCARD',
  'axerve-paypal': 'PAYPAL',
};

/** transactionResult values (payment/detail): the documented words and their short forms. */
const PAID = new Set(['OK', 'APPROVED']);
const REFUSED = new Set(['KO', 'DECLINED']);

/**
 * Axerve E-commerce Solutions REST API (docs/decisions.md, "PayPal and Axerve against their
 * documentation"). `payment/create` with the transaction's token as shopTransactionID and the
 * return as every response URL gives the payment page; the browser's return and the
 * server-to-server notification both come back, and the result is always read from Axerve
 * (`payment/detail` by shopTransactionID), never from the query. The amount is the authorisation
 * event's. Asked for a mandate, the payment is created with requestToken MASKEDPAN (unscheduled
 * MIT first, 03F) and detail's `token` is kept; a recurring charge creates a payment (03N) and
 * submits it with that token, then reads the result from payment/detail like any other.
 */
export function axerveProvider(config: AxerveConfig, fetchImpl: Fetch = fetch): PaymentProvider {
  async function call<T>(
    path: string,
    body: Record<string, unknown>,
    auth: Record<string, string> = { authorization: `apikey ${config.apiKey}` },
  ): Promise<{ status: number; answer: AxerveAnswer<T> | null }> {
    const response = await fetchImpl(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ shopLogin: config.shopLogin, ...body }),
    });
    return { status: response.status, answer: (await response.json().catch(() => null)) as AxerveAnswer<T> | null };
  }

  async function create(request: CheckoutRequest, extra: Record<string, unknown>) {
    const type = PAYMENT_TYPE[request.method];
    const created = await call<{ paymentID: string; paymentToken: string; userRedirect?: { href: string } }>(
      '/api/v1/payment/create/',
      {
        amount: decimalAmount(request.amount),
        currency: request.currency,
        shopTransactionID: request.token,
        ...(type ? { paymentType: [type] } : {}),
        ...extra,
      },
    );
    if (created.answer?.error.code !== '0')
      throw new Error(`Axerve payment/create: ${created.answer?.error.code ?? created.status}`);
    return created.answer.payload;
  }

  /** The verified result of a transaction, read from payment/detail; null while Axerve has none. */
  async function detailResult(shopTransactionID: string): Promise<ProviderResult | null> {
    const { answer } = await call<Detail>('/api/v1/payment/detail', { shopTransactionID });
    if (answer?.error.code !== '0' || answer.payload.shopTransactionID !== shopTransactionID) return null;
    const detail = answer.payload;
    const result = PAID.has(detail.transactionResult)
      ? 'paid'
      : REFUSED.has(detail.transactionResult)
        ? 'refused'
        : null;
    if (!result) return null; // still pending: the notification will tell
    const authorised =
      detail.events?.find((e) => e.eventtype === 'AUT') ?? detail.events?.find((e) => e.eventtype === 'MOV');
    return {
      token: shopTransactionID,
      eventKey: `payment:${detail.paymentID}:${result}`,
      outcome: result,
      ...(authorised
        ? { amount: Math.round(Number(authorised.eventamount) * 100), currency: detail.currency as Currency }
        : {}),
      providerRef: detail.paymentID,
      paymentRef: detail.paymentID,
      ...(result === 'paid' && detail.token ? { mandateRef: detail.token } : {}),
      ...(result === 'refused' && detail.transactionErrorDescription
        ? { detail: detail.transactionErrorDescription }
        : {}),
    };
  }

  return {
    name: 'axerve',
    methods: ['axerve-cc', 'axerve-paypal'],
    resumable: false,
    async startCheckout(request: CheckoutRequest) {
      const back = `${request.baseUrl}/api/payments/return/axerve?tx=${encodeURIComponent(request.token)}`;
      const created = await create(request, {
        responseURLs: { buyerOK: back, buyerKO: back, serverNotificationURL: back },
        // Recurring payments authorised: a token for later charges without the customer (unscheduled MIT, first).
        ...(request.storeMandate ? { requestToken: 'MASKEDPAN', transDetails: { type: '03F' } } : {}),
      });
      if (!created.userRedirect?.href) throw new Error('Axerve payment/create: no payment page');
      return { redirect: created.userRedirect.href, providerRef: created.paymentID };
    },
    async refund(request) {
      // payment/refund names the payment by shopTransactionID and paymentID; Axerve takes no idempotency key,
      // so Sportello asks once per refund (the row is claimed before the call).
      const refunded = await call<{ transactionResult?: string; transactionErrorDescription?: string }>(
        '/api/v1/payment/refund',
        {
          amount: decimalAmount(request.amount),
          currency: request.currency,
          shopTransactionID: request.token,
          ...(request.paymentRef ? { paymentID: request.paymentRef } : {}),
          refundReason: 'Pagamento non applicabile',
        },
      );
      if (refunded.status >= 500 || !refunded.answer) throw new Error(`Axerve payment/refund: ${refunded.status}`);
      if (refunded.answer.error.code === '0' && PAID.has(refunded.answer.payload.transactionResult ?? ''))
        return { refunded: true, refundRef: `${request.paymentRef ?? request.token}:refund` };
      return {
        refunded: false,
        detail: refunded.answer.payload.transactionErrorDescription ?? refunded.answer.error.description,
      };
    },
    async verifyReturn(query) {
      // Axerve appends its own parameters to the response URLs; only our token is used, to ask Axerve.
      return query.tx ? detailResult(query.tx) : null;
    },
    async chargeRecurring(request) {
      const created = await create(request, { transDetails: { type: '03N' } });
      const type = PAYMENT_TYPE[request.method] ?? 'CREDITCARD';
      const submitted = await call<{ transactionResult: string; transactionErrorDescription?: string }>(
        '/api/v1/payment/submit',
        {
          paymentType: type,
          paymentTypeDetails:
            type === 'PAYPAL' ? { payPal: { token: request.mandate } } : { creditcard: { token: request.mandate } },
        },
        { paymenttoken: created.paymentToken },
      );
      if (submitted.status >= 500 || !submitted.answer) throw new Error(`Axerve payment/submit: ${submitted.status}`);
      const result = await detailResult(request.token);
      if (result) return { ...result, ...(result.outcome === 'paid' ? { mandateRef: request.mandate } : {}) };
      // Refused before an authorisation (an expired or unknown token): nothing was taken.
      const reason = submitted.answer.payload.transactionErrorDescription || submitted.answer.error.description;
      return {
        token: request.token,
        eventKey: `payment:${created.paymentID}:refused`,
        outcome: 'refused',
        providerRef: created.paymentID,
        detail: reason,
      };
    },
  };
}
