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

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  custom_id: string;
  amount: { currency_code: string; value: string };
  captureId?: string;
}

/**
 * A local stand-in of PayPal's REST API as Orders v2 documents it: OAuth client credentials,
 * create order (approve link), get order, capture (PayPal-Request-Id idempotent), and
 * verify-webhook-signature. `approve` plays the buyer approving on PayPal's page.
 */
export async function fakePayPal(credentials = { clientId: 'pp-client', clientSecret: 'pp-secret', webhookSignature: 'good-signature' }) {
  const orders = new Map<string, FakeOrder>();
  const calls: string[] = [];
  let n = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readJson(request);
    calls.push(`${request.method} ${url.pathname}`);
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected || body.grant_type !== 'client_credentials') return send(401, { error: 'invalid_client' });
      return send(200, { access_token: 'A21-token', token_type: 'Bearer', expires_in: 32400 });
    }
    if (request.headers.authorization !== 'Bearer A21-token') return send(401, { name: 'AUTHENTICATION_FAILURE' });
    if (request.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const unit = (body.purchase_units as { custom_id: string; amount: FakeOrder['amount'] }[])[0]!;
      const id = `ORDER${++n}`;
      orders.set(id, { id, status: 'CREATED', custom_id: unit.custom_id, amount: unit.amount });
      return send(201, { id, status: 'PAYER_ACTION_REQUIRED', links: [{ rel: 'self', href: `/v2/checkout/orders/${id}` }, { rel: 'payer-action', href: `https://www.paypal.test/checkoutnow?token=${id}` }] });
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    if (match) {
      const order = orders.get(decodeURIComponent(match[1]!));
      if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      const unit = { reference_id: order.custom_id, custom_id: order.custom_id, amount: order.amount };
      if (!match[2]) return send(200, { id: order.id, status: order.status, purchase_units: [unit] });
      if (order.status === 'CREATED') return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      // Capturing twice answers the same capture (PayPal-Request-Id).
      order.captureId ??= `CAPTURE-${order.id}`;
      order.status = 'COMPLETED';
      return send(201, { id: order.id, status: 'COMPLETED', purchase_units: [{ ...unit, payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount: order.amount, custom_id: order.custom_id }] } }] });
    }
    if (url.pathname === '/v1/notifications/verify-webhook-signature') {
      return send(200, { verification_status: body.transmission_sig === credentials.webhookSignature ? 'SUCCESS' : 'FAILURE' });
    }
    return send(404, { name: 'NOT_FOUND' });
  });
  const url = await listen(server);
  return {
    url,
    calls,
    orders,
    approve(id: string) {
      orders.get(id)!.status = 'APPROVED';
    },
    /** Changes what PayPal says the order is for (a tampered or mistaken amount). */
    setAmount(id: string, value: string) {
      orders.get(id)!.amount = { ...orders.get(id)!.amount, value };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local stand-in of Axerve's E-commerce REST API: payment/create and payment/detail; `pay` plays the card holder. */
export async function fakeAxerve(credentials = { shopLogin: 'GESPAY12345', apiKey: 'ax-key' }) {
  const payments = new Map<string, { shopTransactionID: string; amount: string; currency: string; result: 'XX' | 'OK' | 'KO' }>();
  let n = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readJson(request);
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.headers.authorization !== `apikey ${credentials.apiKey}` || body.shopLogin !== credentials.shopLogin) return send(401, { error: { code: '1', description: 'unauthorized' }, payload: {} });
    if (url.pathname === '/api/v1/payment/create/') {
      const paymentID = `PAY${++n}`;
      payments.set(paymentID, { shopTransactionID: String(body.shopTransactionID), amount: String(body.amount), currency: String(body.currency), result: 'XX' });
      return send(200, { error: { code: '0', description: 'request correctly processed' }, payload: { paymentID, paymentToken: `tok-${paymentID}`, userRedirect: { href: `https://ecomm.axerve.test/pagam/pagam.aspx?a=${credentials.shopLogin}&paymentID=${paymentID}` } } });
    }
    if (url.pathname === '/api/v1/payment/detail/') {
      const payment = payments.get(String(body.paymentID));
      if (!payment) return send(200, { error: { code: '1', description: 'not found' }, payload: {} });
      return send(200, { error: { code: '0', description: 'request correctly processed' }, payload: { transactionResult: payment.result, shopTransactionID: payment.shopTransactionID, bankTransactionID: '9001', amount: payment.amount, currency: payment.currency, errorDescription: payment.result === 'KO' ? 'Carta rifiutata' : '' } });
    }
    return send(404, { error: { code: '404', description: 'not found' }, payload: {} });
  });
  const url = await listen(server);
  return {
    url,
    payments,
    pay(paymentID: string, result: 'OK' | 'KO') {
      payments.get(paymentID)!.result = result;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
