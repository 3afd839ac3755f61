import { decimalAmount, type Currency } from '@sportello/domain';
import type { CheckoutRequest, PaymentProvider, ProviderResult } from './provider.ts';

export interface PayPalConfig {
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com; a local fake in tests. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The id of the webhook registered with PayPal, for its signature verification. */
  webhookId?: string;
}

type Fetch = typeof fetch;
const toCents = (value: string) => Math.round(Number(value) * 100);

interface Capture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  custom_id?: string;
}

/**
 * PayPal Orders v2 (docs/decisions.md, provider contract): create an order with the transaction's
 * token as custom_id, send the browser to its approve link, capture on return; the capture's
 * amount and currency are what the settlement checks. The webhook (PAYMENT.CAPTURE.COMPLETED) is
 * verified by PayPal's verify-webhook-signature call and carries the same event key as the capture
 * on return (`capture:<id>`), so whichever comes first settles and the other changes nothing.
 */
export function paypalProvider(config: PayPalConfig, fetchImpl: Fetch = fetch): PaymentProvider & {
  verifyWebhook(headers: Readonly<Record<string, string | undefined>>, event: Record<string, unknown>): Promise<ProviderResult | null>;
} {
  async function accessToken(): Promise<string> {
    const response = await fetchImpl(`${config.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal token: ${response.status}`);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<{ status: number; body: T }> {
    const token = await accessToken();
    const response = await fetchImpl(`${config.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(idempotencyKey ? { 'paypal-request-id': idempotencyKey } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
  }

  const captureResult = (capture: Capture, orderId: string): ProviderResult | null => {
    if (!capture.custom_id) return null;
    return {
      token: capture.custom_id,
      eventKey: `capture:${capture.id}`,
      outcome: capture.status === 'COMPLETED' ? 'paid' : capture.status === 'DECLINED' || capture.status === 'FAILED' ? 'refused' : 'error',
      amount: toCents(capture.amount.value),
      currency: capture.amount.currency_code as Currency,
      providerRef: orderId,
      ...(capture.status === 'COMPLETED' ? {} : { detail: `capture_${capture.status.toLowerCase()}` }),
    };
  };

  return {
    name: 'paypal',
    methods: ['paypal'],
    async startCheckout(request: CheckoutRequest) {
      const back = `${request.baseUrl}/api/payments/return/paypal?tx=${encodeURIComponent(request.token)}`;
      const order = await call<{ id: string; links?: { rel: string; href: string }[] }>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [{ reference_id: request.token, custom_id: request.token, description: request.description, amount: { currency_code: request.currency, value: decimalAmount(request.amount) } }],
          payment_source: { paypal: { experience_context: { return_url: back, cancel_url: `${back}&cancel=1`, user_action: 'PAY_NOW' } } },
        },
        `create-${request.token}`,
      );
      const approve = order.body.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (order.status >= 300 || !approve) throw new Error(`PayPal create order: ${order.status}`);
      return { redirect: approve.href, providerRef: order.body.id };
    },
    async verifyReturn(query) {
      const orderId = query.token;
      const tx = query.tx;
      if (!orderId || !tx) return null;
      // Nothing in the return itself is trusted: the order is read from PayPal, then captured.
      const order = await call<{ id: string; status: string; purchase_units?: { custom_id?: string; amount: { currency_code: string; value: string } }[] }>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      const unit = order.body.purchase_units?.[0];
      if (order.status !== 200 || !unit || unit.custom_id !== tx) return null;
      if (query.cancel === '1' || order.body.status === 'CREATED' || order.body.status === 'VOIDED') {
        return { token: tx, eventKey: `order:${orderId}:cancelled`, outcome: 'cancelled', amount: toCents(unit.amount.value), currency: unit.amount.currency_code as Currency, providerRef: orderId };
      }
      const captured = await call<{ status: string; purchase_units?: { payments?: { captures?: Capture[] } }[] }>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, `capture-${orderId}`);
      const capture = captured.body.purchase_units?.[0]?.payments?.captures?.[0];
      if (captured.status >= 300 || !capture) {
        return { token: tx, eventKey: `order:${orderId}:capture_failed`, outcome: 'error', amount: toCents(unit.amount.value), currency: unit.amount.currency_code as Currency, providerRef: orderId, detail: 'capture_failed' };
      }
      return captureResult({ ...capture, custom_id: capture.custom_id ?? unit.custom_id }, orderId);
    },
    async verifyWebhook(headers, event) {
      if (!config.webhookId) return null;
      const verification = await call<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: config.webhookId,
        webhook_event: event,
      });
      if (verification.body.verification_status !== 'SUCCESS') return null;
      if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED' && event.event_type !== 'PAYMENT.CAPTURE.DENIED') return null;
      const resource = event.resource as Capture & { supplementary_data?: { related_ids?: { order_id?: string } } };
      return captureResult(resource, resource.supplementary_data?.related_ids?.order_id ?? '');
    },
  };
}
