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

/** An order as Orders v2 answers it with `Prefer: return=representation`. */
interface Order {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  payment_source?: { paypal?: { attributes?: { vault?: { id?: string; status?: string } } } };
  purchase_units?: {
    custom_id?: string;
    amount: { currency_code: string; value: string };
    payments?: { captures?: Capture[] };
  }[];
  /** An error answer's name and issues (e.g. UNPROCESSABLE_ENTITY, INSTRUMENT_DECLINED). */
  name?: string;
  details?: { issue?: string }[];
}

/** Orders v2 statuses of an order the buyer has not approved: coming back with one is a cancel. */
const NOT_APPROVED = new Set(['CREATED', 'PAYER_ACTION_REQUIRED', 'VOIDED']);

/**
 * PayPal Orders v2 (docs/decisions.md, provider contract and "PayPal and Axerve against their
 * documentation"): create an order with the transaction's token as custom_id, send the browser to
 * its payer-action link, capture on return; the capture's amount and currency are what the
 * settlement checks. Asked for a mandate, the order vaults the wallet (`attributes.vault`,
 * store_in_vault ON_SUCCESS) and the capture gives back the vault id; a recurring charge is one
 * create order with `payment_source.paypal.vault_id`, which PayPal completes and captures at once.
 * The webhook (PAYMENT.CAPTURE.COMPLETED / DENIED) is verified by PayPal's
 * verify-webhook-signature call and carries the same event key as the capture (`capture:<id>`),
 * so whichever comes first settles and the other changes nothing.
 */
export function paypalProvider(
  config: PayPalConfig,
  fetchImpl: Fetch = fetch,
): PaymentProvider & {
  verifyWebhook(
    headers: Readonly<Record<string, string | undefined>>,
    event: Record<string, unknown>,
  ): Promise<ProviderResult | null>;
} {
  async function accessToken(): Promise<string> {
    const response = await fetchImpl(`${config.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal token: ${response.status}`);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: T }> {
    const token = await accessToken();
    const response = await fetchImpl(`${config.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        // Without it Orders v2 answers `return=minimal` (id, status, links): no captures, no vault.
        prefer: 'return=representation',
        ...(idempotencyKey ? { 'paypal-request-id': idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
  }

  const captureResult = (capture: Capture, orderId: string, mandateRef?: string): ProviderResult | null => {
    if (!capture.custom_id) return null;
    return {
      token: capture.custom_id,
      eventKey: `capture:${capture.id}`,
      outcome:
        capture.status === 'COMPLETED'
          ? 'paid'
          : capture.status === 'DECLINED' || capture.status === 'FAILED'
            ? 'refused'
            : 'error',
      amount: toCents(capture.amount.value),
      currency: capture.amount.currency_code as Currency,
      providerRef: orderId,
      paymentRef: capture.id,
      ...(mandateRef ? { mandateRef } : {}),
      ...(capture.status === 'COMPLETED' ? {} : { detail: `capture_${capture.status.toLowerCase()}` }),
    };
  };

  /** The capture of a completed order, with the vault id when the wallet was vaulted. */
  const orderResult = (order: Order, custom_id: string): ProviderResult | null => {
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    if (!capture) return null;
    const vault = order.payment_source?.paypal?.attributes?.vault;
    return captureResult(
      { ...capture, custom_id: capture.custom_id ?? unit?.custom_id ?? custom_id },
      order.id,
      vault?.status === 'VAULTED' ? vault.id : undefined,
    );
  };

  const purchaseUnit = (request: CheckoutRequest) => ({
    reference_id: request.token,
    custom_id: request.token,
    description: request.description,
    amount: { currency_code: request.currency, value: decimalAmount(request.amount) },
  });

  return {
    name: 'paypal',
    methods: ['paypal'],
    resumable: true,
    async startCheckout(request: CheckoutRequest) {
      const back = `${request.baseUrl}/api/payments/return/paypal?tx=${encodeURIComponent(request.token)}`;
      const order = await call<Order>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [purchaseUnit(request)],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: back,
                cancel_url: `${back}&cancel=1`,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
              // Recurring payments authorised: the wallet is vaulted for the merchant once the payment succeeds.
              ...(request.storeMandate
                ? {
                    attributes: {
                      vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT', customer_type: 'BUSINESS' },
                    },
                  }
                : {}),
            },
          },
        },
        `create-${request.token}`,
      );
      const approve = order.body.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (order.status >= 300 || !approve) throw new Error(`PayPal create order: ${order.status}`);
      return { redirect: approve.href, providerRef: order.body.id };
    },
    async verifyReturn(query, options = { collect: true }) {
      const orderId = query.token;
      const tx = query.tx;
      if (!orderId || !tx) return null;
      // Nothing in the return itself is trusted: the order is read from PayPal, then captured.
      const order = await call<Order>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      const unit = order.body.purchase_units?.[0];
      if (order.status !== 200 || !unit || unit.custom_id !== tx) return null;
      if (query.cancel === '1' || NOT_APPROVED.has(order.body.status) || !options.collect) {
        return {
          token: tx,
          eventKey: `order:${orderId}:cancelled`,
          outcome: 'cancelled',
          amount: toCents(unit.amount.value),
          currency: unit.amount.currency_code as Currency,
          providerRef: orderId,
        };
      }
      const captured = await call<Order>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        `capture-${orderId}`,
      );
      const result = captured.status < 300 ? orderResult(captured.body, tx) : null;
      return (
        result ?? {
          token: tx,
          eventKey: `order:${orderId}:capture_failed`,
          outcome: 'error',
          amount: toCents(unit.amount.value),
          currency: unit.amount.currency_code as Currency,
          providerRef: orderId,
          detail: 'capture_failed',
        }
      );
    },
    async chargeRecurring(request) {
      const created = await call<Order>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [purchaseUnit(request)],
          payment_source: { paypal: { vault_id: request.mandate } },
        },
        `recurring-${request.token}`,
      );
      if (created.status >= 500) throw new Error(`PayPal recurring order: ${created.status}`);
      const result = created.status < 300 ? orderResult(created.body, request.token) : null;
      if (result) return { ...result, mandateRef: request.mandate };
      // PayPal refused the order itself (422 INSTRUMENT_DECLINED, a revoked vault…): nothing was taken.
      const issue = created.body.details?.[0]?.issue ?? created.body.name ?? `http_${created.status}`;
      return {
        token: request.token,
        eventKey: `recurring:${request.token}:refused`,
        outcome: 'refused',
        detail: issue.toLowerCase(),
      };
    },
    async refund(request) {
      if (!request.paymentRef) return { refunded: false, detail: 'no_capture' };
      // Payments v2 refund of the capture, idempotent on Sportello's refund key.
      const refunded = await call<{ id?: string; status?: string; name?: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(request.paymentRef)}/refund`,
        { amount: { currency_code: request.currency, value: decimalAmount(request.amount) } },
        `refund-${request.refundKey}`,
      );
      if (refunded.status >= 500) throw new Error(`PayPal refund: ${refunded.status}`);
      const status = refunded.body.status;
      if (refunded.status < 300 && refunded.body.id && (status === 'COMPLETED' || status === 'PENDING'))
        return { refunded: true, refundRef: refunded.body.id };
      return { refunded: false, detail: (refunded.body.name ?? status ?? `http_${refunded.status}`).toLowerCase() };
    },
    async verifyWebhook(headers, event) {
      if (!config.webhookId) return null;
      const verification = await call<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {
          auth_algo: headers['paypal-auth-algo'],
          cert_url: headers['paypal-cert-url'],
          transmission_id: headers['paypal-transmission-id'],
          transmission_sig: headers['paypal-transmission-sig'],
          transmission_time: headers['paypal-transmission-time'],
          webhook_id: config.webhookId,
          webhook_event: event,
        },
      );
      if (verification.body.verification_status !== 'SUCCESS') return null;
      if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED' && event.event_type !== 'PAYMENT.CAPTURE.DENIED')
        return null;
      const resource = event.resource as Capture & { supplementary_data?: { related_ids?: { order_id?: string } } };
      return captureResult(resource, resource.supplementary_data?.related_ids?.order_id ?? '');
    },
  };
}
