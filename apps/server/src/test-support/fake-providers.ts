import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type Money = { currency_code: string; value: string };

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  custom_id: string;
  amount: Money;
  /** The create order asked to vault the wallet (attributes.vault.store_in_vault ON_SUCCESS). */
  vault: boolean;
  captureId?: string;
  captureStatus?: 'COMPLETED' | 'DECLINED';
  /** The vault id the capture gave back, or the one the order was paid with. */
  vaultId?: string;
}

/**
 * A local stand-in of PayPal's REST API as its documentation gives it (Orders v2 and webhooks v1;
 * docs/decisions.md "PayPal and Axerve against their documentation"): OAuth client credentials;
 * create order (payer-action link, PAYER_ACTION_REQUIRED; or, with payment_source.paypal.vault_id,
 * created and captured at once, 422 INSTRUMENT_DECLINED for a declined vault); get order; capture
 * (422 ORDER_NOT_APPROVED before approval); answers `return=minimal` unless asked
 * `Prefer: return=representation`; PayPal-Request-Id makes a repeated create or capture answer
 * the first answer; verify-webhook-signature. `approve` plays the buyer approving on PayPal's page.
 */
export async function fakePayPal(
  credentials = { clientId: 'pp-client', clientSecret: 'pp-secret', webhookSignature: 'good-signature' },
) {
  const orders = new Map<string, FakeOrder>();
  /** The captures refunded, once each however often asked (PayPal-Request-Id). */
  const refunds: string[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  const declinedVaults = new Set<string>();
  const calls: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  let n = 0;

  const representation = (order: FakeOrder) => ({
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
    ...(order.vaultId
      ? {
          payment_source: {
            paypal: {
              email_address: 'buyer@example.test',
              attributes: { vault: { id: order.vaultId, status: 'VAULTED', customer: { id: 'CUST-1' } } },
            },
          },
        }
      : {}),
    purchase_units: [
      {
        reference_id: order.custom_id,
        custom_id: order.custom_id,
        amount: order.amount,
        ...(order.captureId
          ? {
              payments: {
                captures: [
                  {
                    id: order.captureId,
                    status: order.captureStatus,
                    amount: order.amount,
                    custom_id: order.custom_id,
                    final_capture: true,
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { rel: 'self', href: `/v2/checkout/orders/${order.id}`, method: 'GET' },
      ...(order.status === 'PAYER_ACTION_REQUIRED'
        ? [{ rel: 'payer-action', href: `https://www.paypal.test/checkoutnow?token=${order.id}`, method: 'GET' }]
        : []),
    ],
  });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readJson(request);
    calls.push(`${request.method} ${url.pathname}`);
    bodies.push(body);
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const requestId = request.headers['paypal-request-id'] as string | undefined;
    const remembered = requestId ? answered.get(requestId) : undefined;
    if (remembered) return send(remembered.status, remembered.body);
    const answer = (status: number, order: FakeOrder) => {
      const full = representation(order);
      // Orders v2 answers return=minimal unless asked otherwise.
      const value =
        request.headers.prefer === 'return=representation'
          ? full
          : { id: full.id, status: full.status, links: full.links };
      if (requestId) answered.set(requestId, { status, body: value });
      return send(status, value);
    };

    if (url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected || body.grant_type !== 'client_credentials')
        return send(401, { error: 'invalid_client' });
      return send(200, { access_token: 'A21-token', token_type: 'Bearer', expires_in: 32400 });
    }
    if (request.headers.authorization !== 'Bearer A21-token') return send(401, { name: 'AUTHENTICATION_FAILURE' });
    if (request.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const unit = (body.purchase_units as { custom_id: string; amount: Money }[])[0]!;
      const paypal = (
        body.payment_source as
          | {
              paypal?: { vault_id?: string; attributes?: { vault?: { store_in_vault?: string; usage_type?: string } } };
            }
          | undefined
      )?.paypal;
      if (body.intent !== 'CAPTURE' || !paypal) return send(400, { name: 'INVALID_REQUEST' });
      const id = `ORDER${++n}`;
      if (paypal.vault_id) {
        // A saved wallet: the order is created and captured in one call, or refused.
        if (declinedVaults.has(paypal.vault_id))
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
        const order: FakeOrder = {
          id,
          status: 'COMPLETED',
          custom_id: unit.custom_id,
          amount: unit.amount,
          vault: false,
          vaultId: paypal.vault_id,
          captureId: `CAPTURE-${id}`,
          captureStatus: 'COMPLETED',
        };
        orders.set(id, order);
        return answer(201, order);
      }
      const vault = paypal.attributes?.vault;
      const order: FakeOrder = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        custom_id: unit.custom_id,
        amount: unit.amount,
        vault: vault?.store_in_vault === 'ON_SUCCESS' && vault.usage_type === 'MERCHANT',
      };
      orders.set(id, order);
      return answer(201, order);
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    if (match) {
      const order = orders.get(decodeURIComponent(match[1]!));
      if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      if (!match[2]) return send(200, representation(order));
      if (order.status === 'PAYER_ACTION_REQUIRED')
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      if (order.status === 'COMPLETED')
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      order.captureId = `CAPTURE-${order.id}`;
      order.captureStatus = 'COMPLETED';
      order.status = 'COMPLETED';
      if (order.vault) order.vaultId = `VAULT-${order.id}`;
      return answer(201, order);
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (refund && request.method === 'POST') {
      const captured = [...orders.values()].find((o) => o.captureId === decodeURIComponent(refund[1]!));
      if (!captured) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      const value = { id: `REFUND-${captured.captureId}`, status: 'COMPLETED', amount: body.amount };
      if (requestId) answered.set(requestId, { status: 201, body: value });
      refunds.push(captured.captureId!);
      return send(201, value);
    }
    if (url.pathname === '/v1/notifications/verify-webhook-signature') {
      const complete = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
        'webhook_event',
      ].every((k) => body[k] !== undefined);
      return send(200, {
        verification_status: complete && body.transmission_sig === credentials.webhookSignature ? 'SUCCESS' : 'FAILURE',
      });
    }
    return send(404, { name: 'NOT_FOUND' });
  });
  const url = await listen(server);
  return {
    url,
    calls,
    bodies,
    orders,
    refunds,
    approve(id: string) {
      orders.get(id)!.status = 'APPROVED';
    },
    /** Changes what PayPal says the order is for (a tampered or mistaken amount). */
    setAmount(id: string, value: string) {
      orders.get(id)!.amount = { ...orders.get(id)!.amount, value };
    },
    /** The payer's saved wallet is refused from now on (a closed account, a revoked agreement). */
    declineVault(vaultId: string) {
      declinedVaults.add(vaultId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface FakePayment {
  paymentID: string;
  paymentToken: string;
  shopTransactionID: string;
  amount: string;
  currency: string;
  result: 'XX' | 'OK' | 'KO' | 'REFUNDED';
  /** requestToken MASKEDPAN: a card token is given back once paid. */
  requestToken: boolean;
  token?: string;
}

/**
 * A local stand-in of Axerve's E-commerce Solutions REST API as its documentation gives it
 * (docs/decisions.md "PayPal and Axerve against their documentation"): `Authorization: apikey`,
 * `{ error: { code, description }, payload }` answers, POST payment/create (responseURLs,
 * requestToken, transDetails), POST payment/detail (by shopTransactionID or paymentID; the amount
 * in the events, transactionErrorDescription, token), POST payment/submit (the paymentToken
 * header; a card token as creditcard.token). `pay` plays the card holder on Axerve's page.
 */
export async function fakeAxerve(credentials = { shopLogin: 'GESPAY12345', apiKey: 'ax-key' }) {
  const payments = new Map<string, FakePayment>();
  const declinedTokens = new Set<string>();
  const bodies: Record<string, unknown>[] = [];
  let n = 0;
  const ok = { code: '0', description: 'request correctly processed' };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readJson(request);
    bodies.push({ path: url.pathname, ...body });
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (body.shopLogin !== credentials.shopLogin)
      return send(400, { error: { code: '1105', description: 'Invalid parameter value' }, payload: {} });
    if (url.pathname === '/api/v1/payment/submit') {
      const payment = [...payments.values()].find((p) => p.paymentToken === request.headers.paymenttoken);
      if (!payment) return send(403, { error: { code: '1166', description: 'Invalid paymentToken' }, payload: {} });
      const token = (body.paymentTypeDetails as { creditcard?: { token?: string } } | undefined)?.creditcard?.token;
      payment.result = token && !declinedTokens.has(token) ? 'OK' : 'KO';
      payment.token = token;
      return send(200, {
        error: ok,
        payload: {
          transactionType: 'submit',
          transactionResult: payment.result,
          transactionErrorCode: payment.result === 'KO' ? '74' : '',
          transactionErrorDescription: payment.result === 'KO' ? 'Autorizzazione negata' : '',
          shopTransactionID: payment.shopTransactionID,
          paymentID: payment.paymentID,
          currency: payment.currency,
        },
      });
    }
    if (request.headers.authorization !== `apikey ${credentials.apiKey}`)
      return send(403, { error: { code: '1166', description: 'Invalid ApiKey' }, payload: {} });
    if (url.pathname === '/api/v1/payment/create/') {
      if (!body.amount || !body.currency || !body.shopTransactionID)
        return send(400, { error: { code: '1105', description: 'Invalid parameter value' }, payload: {} });
      const paymentID = `${1000 + ++n}`;
      const paymentToken = `tok-${paymentID}`;
      payments.set(paymentID, {
        paymentID,
        paymentToken,
        shopTransactionID: String(body.shopTransactionID),
        amount: String(body.amount),
        currency: String(body.currency),
        result: 'XX',
        requestToken: body.requestToken === 'MASKEDPAN',
      });
      return send(200, {
        error: ok,
        payload: {
          paymentID,
          paymentToken,
          userRedirect: {
            href: `https://sandbox.axerve.test/pagam/src/index.html?paymentID=${paymentID}&paymentToken=${paymentToken}&shopLogin=${credentials.shopLogin}`,
          },
        },
      });
    }
    if (url.pathname === '/api/v1/payment/refund') {
      const payment = [...payments.values()].find(
        (p) => p.paymentID === body.paymentID && p.shopTransactionID === body.shopTransactionID,
      );
      if (!payment || payment.result !== 'OK')
        return send(200, {
          error: ok,
          payload: {
            transactionType: 'refund',
            transactionResult: 'KO',
            transactionErrorDescription: 'Not refundable',
          },
        });
      payment.result = 'REFUNDED';
      return send(200, {
        error: ok,
        payload: { transactionType: 'refund', transactionResult: 'OK', paymentID: payment.paymentID },
      });
    }
    if (url.pathname === '/api/v1/payment/detail') {
      const payment = [...payments.values()]
        .reverse()
        .find((p) => p.paymentID === body.paymentID || p.shopTransactionID === body.shopTransactionID);
      if (!payment) return send(400, { error: { code: '1142', description: 'Transaction not found' }, payload: {} });
      return send(200, {
        error: ok,
        payload: {
          transactionType: 'detail',
          transactionResult: payment.result,
          transactionState: payment.result === 'OK' ? 'AUT' : '',
          bankTransactionID: payment.result === 'OK' ? '9001' : '',
          shopTransactionID: payment.shopTransactionID,
          paymentID: payment.paymentID,
          currency: payment.currency,
          transactionErrorCode: payment.result === 'KO' ? '74' : '',
          transactionErrorDescription: payment.result === 'KO' ? 'Autorizzazione negata' : '',
          events:
            payment.result === 'OK'
              ? [
                  {
                    eventtype: 'AUT',
                    eventamount: payment.amount,
                    eventdate: '25/11/26 06:00:00',
                    eventARN: '',
                    eventID: '',
                  },
                ]
              : [],
          token: payment.token ?? '',
          tokenExpiryMonth: payment.token ? '12' : '',
          tokenExpiryYear: payment.token ? '29' : '',
        },
      });
    }
    return send(404, { error: { code: '404', description: 'not found' }, payload: {} });
  });
  const url = await listen(server);
  return {
    url,
    payments,
    bodies,
    /** The card holder pays (OK) or is refused (KO) on Axerve's page; a tokenised payment gets its card token. */
    pay(paymentID: string, result: 'OK' | 'KO') {
      const payment = payments.get(paymentID)!;
      payment.result = result;
      if (result === 'OK' && payment.requestToken) payment.token = `4444xxxxxxxx${paymentID}`;
    },
    /** Payments submitted with this card token are refused from now on. */
    declineToken(token: string) {
      declinedTokens.add(token);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
