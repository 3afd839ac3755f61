import { decimalAmount, type Currency } from '@sportello/domain';
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

/**
 * Axerve (E-commerce Solutions REST API; docs/decisions.md, provider contract): `payment/create`
 * with the transaction's token as shopTransactionID gives the payment page to send the browser
 * to; the browser's return and Axerve's server-to-server notification both come back with the
 * paymentID, and the result is always read from Axerve (`payment/detail`), never from the query.
 */
export function axerveProvider(config: AxerveConfig, fetchImpl: Fetch = fetch): PaymentProvider {
  async function call<T>(path: string, body: Record<string, unknown>): Promise<AxerveAnswer<T> | null> {
    const response = await fetchImpl(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `apikey ${config.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shopLogin: config.shopLogin, ...body }),
    });
    if (!response.ok) return null;
    return (await response.json()) as AxerveAnswer<T>;
  }

  return {
    name: 'axerve',
    methods: ['axerve-cc', 'axerve-paypal'],
    async startCheckout(request: CheckoutRequest) {
      const back = `${request.baseUrl}/api/payments/return/axerve?tx=${encodeURIComponent(request.token)}`;
      const created = await call<{ paymentID: string; paymentToken: string; userRedirect?: { href: string } }>('/api/v1/payment/create/', {
        amount: decimalAmount(request.amount),
        currency: request.currency,
        shopTransactionID: request.token,
        responseURLOK: back,
        responseURLKO: back,
        serverNotificationURL: back,
      });
      if (!created || created.error.code !== '0' || !created.payload.userRedirect) throw new Error(`Axerve payment/create: ${created?.error.code ?? 'no answer'}`);
      return { redirect: created.payload.userRedirect.href, providerRef: created.payload.paymentID };
    },
    async verifyReturn(query): Promise<ProviderResult | null> {
      const paymentID = query.paymentID;
      if (!paymentID || !query.tx) return null;
      const detail = await call<{ transactionResult: string; shopTransactionID: string; bankTransactionID?: string; amount: string; currency: string; errorDescription?: string }>(
        '/api/v1/payment/detail/',
        { paymentID },
      );
      if (!detail || detail.error.code !== '0' || detail.payload.shopTransactionID !== query.tx) return null;
      const result = detail.payload.transactionResult;
      if (result !== 'OK' && result !== 'KO') return null; // still pending ('XX'): the notification will tell
      return {
        token: detail.payload.shopTransactionID,
        eventKey: `payment:${paymentID}:${result}`,
        outcome: result === 'OK' ? 'paid' : 'refused',
        amount: Math.round(Number(detail.payload.amount) * 100),
        currency: detail.payload.currency as Currency,
        providerRef: paymentID,
        ...(result === 'KO' && detail.payload.errorDescription ? { detail: detail.payload.errorDescription } : {}),
      };
    },
  };
}
