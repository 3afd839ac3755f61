import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { contabile, owner, staff } from '../../../test/users.ts';

const payment = {
  id: 7,
  fattura: 'DEMO-1',
  id_fattura: 3,
  tipo: 'Bonifico',
  descrizione: '',
  amount: 12_200,
  currency: 'EUR',
  data: '2026-01-01',
  pending: true,
  pastdue: 45,
};
const methods = (extra: Record<string, unknown> = {}) => ({
  metodi_pagamento: ['sandbox'],
  pagamento: 'Bonifico',
  fatturazione_mensile: false,
  use_credit: false,
  credit: 0,
  has_recurring_payments: false,
  ...extra,
});
const balance = (amount = 0) => ({ body: { amount } });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('payment page (spec 2 "Payment page")', () => {
  it('selects the only method by itself and goes to the checkout, remembering the route', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const server = portalServer(contabile, {
      'GET /rest/payments/7': { body: payment },
      'GET /rest/payment_methods': { body: methods() },
      'GET /rest/balance': balance(),
      'POST /api/pay_invoice': {
        body: { redirect: '/api/payments/sandbox/abcdefghijklmnopqrstuvwx', transaction: 11 },
      },
    });
    renderApp('/payments/7');
    expect(await screen.findByText('Insoluto - possibile sospensione servizi')).toBeTruthy();
    const sandbox = (await screen.findByLabelText('Pagamento di prova (sandbox)')) as HTMLInputElement;
    expect(sandbox.checked).toBe(true);
    // The authorisation limit with its currency (spec 2 §9: up to 10,000 EUR/CHF).
    expect(
      screen.getByLabelText(/^Attiva i pagamenti automatici per le prossime scadenze \(fino a 10\.000,00\s€\)$/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/abcdefghijklmnopqrstuvwx'));
    expect(server.callsTo('POST', '/api/pay_invoice')[0]!.body).toMatchObject({
      payment_id: 7,
      method: 'sandbox',
      cashback_amount: 0,
      enable_recurring_payments: false,
    });
    expect(JSON.parse(localStorage.getItem('sportello.paymentReturn')!)).toEqual({ route: 'payment', id: '7' });
  });

  it('blocks submit until a method is chosen, refuses a cashback above the limit, warns when recurring payments are on', async () => {
    portalServer(contabile, {
      'GET /rest/payments/7': { body: payment },
      'GET /rest/payment_methods': {
        body: methods({ metodi_pagamento: ['paypal', 'axerve-cc'], has_recurring_payments: true }),
      },
      // The spec's cashback call (spec 2 §7 'Cashback: GET balance (amount)').
      'GET /rest/balance': balance(50_000),
    });
    renderApp('/payments/7');
    const submit = await screen.findByRole('button', { name: 'Procedi al pagamento' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('recurring-warning')).toBeTruthy();
    expect(screen.getByText(/al massimo 122,00/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Carta di credito'));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    // The cashback stays as typed: above the limit or not a number, the form says why and does not pay.
    const cashback = screen.getByTestId('cashback') as HTMLInputElement;
    for (const [typed, message] of [
      ['123', "Il cashback indicato supera l'importo da pagare"],
      ['12,5', "Indica l'importo in cifre, con al massimo due decimali (per esempio 12.50)"],
      ['1.005', "Indica l'importo in cifre, con al massimo due decimali (per esempio 12.50)"],
    ] as const) {
      fireEvent.change(cashback, { target: { value: typed } });
      expect(await screen.findByText(message)).toBeTruthy();
      expect(cashback.value).toBe(typed);
      expect((submit as HTMLButtonElement).disabled).toBe(true);
    }
    fireEvent.change(cashback, { target: { value: '20.50' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('staff paying for a customer (?id_cliente=): every call names the customer, and the way back remembers them', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const server = portalServer(staff, {
      'GET /rest/payments/7': { body: payment },
      'GET /rest/payment_methods': { body: methods() },
      'GET /rest/balance': balance(),
      'POST /api/pay_invoice': {
        body: { redirect: '/api/payments/sandbox/abcdefghijklmnopqrstuvwx', transaction: 11 },
      },
    });
    renderApp('/payments/7?id_cliente=42');
    fireEvent.click(await screen.findByRole('button', { name: 'Procedi al pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/abcdefghijklmnopqrstuvwx'));
    for (const [method, path] of [
      ['GET', '/rest/payments/7'],
      ['GET', '/rest/balance'],
      ['POST', '/api/pay_invoice'],
    ] as const) {
      expect(server.callsTo(method, path)[0]!.query.get('id_cliente'), path).toBe('42');
    }
    expect(JSON.parse(localStorage.getItem('sportello.paymentReturn')!)).toEqual({
      route: 'payment',
      id: '7',
      id_cliente: '42',
    });
  });

  it('says so when the payment is not the company’s', async () => {
    portalServer(owner, {
      'GET /rest/payments/7': { status: 404, body: { message: 'Errore: Pagamento non trovato' } },
      'GET /rest/payment_methods': { body: methods() },
      'GET /rest/balance': balance(),
    });
    renderApp('/payments/7');
    expect(await screen.findByText('Errore: Pagamento non trovato')).toBeTruthy();
  });
});

describe('a payment address that names none', () => {
  it('says so at once and leads back to the invoices, never an endless skeleton', async () => {
    portalServer(contabile, { 'GET /rest/payment_methods': { body: methods() }, 'GET /rest/balance': balance() });
    renderApp('/payments/abc');
    const notFound = await screen.findByTestId('not-found');
    expect(notFound.textContent).toContain('Pagamento non trovato');
    expect(screen.getByRole('link', { name: 'Torna a Fatture' }).getAttribute('href')).toBe('/invoices');
    expect(screen.queryByTestId('list-loading')).toBeNull();
  });
});

describe('order result (spec 2 "order_result", §8)', () => {
  const tx = (status: string) => ({
    body: {
      id: 11,
      status,
      amount: 12_200,
      cashback_amount: 0,
      credit_amount: 0,
      currency: 'EUR',
      method: 'sandbox',
      id_fattura: 3,
      fattura: 'DEMO-1',
    },
  });

  it('a payment collected but not applied says the amount is refunded instead of showing the bare reason', async () => {
    portalServer(contabile, { 'GET /rest/transactions/11': tx('cancelled') });
    renderApp('/order-result/11?res=3&err=superseded');
    expect(
      await screen.findByText(
        "Questo pagamento apparteneva a un tentativo sostituito da uno più recente: non è stato applicato e l'importo ti viene rimborsato.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Dettaglio:/)).toBeNull();
  });

  it('shows success only when res is 0 and the transaction is paid, with the ref link', async () => {
    portalServer(contabile, { 'GET /rest/transactions/11': tx('paid') });
    renderApp('/order-result/11?res=0&ref=dashboard');
    expect(await screen.findByTestId('result-success')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla dashboard' }).getAttribute('href')).toBe('/');
  });

  it("is titled 'Esito del pagamento' and keeps the link of the page the payment started from active", async () => {
    portalServer(contabile, { 'GET /rest/transactions/11': tx('paid') });
    renderApp('/order-result/11?res=0&ref=invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Esito del pagamento' })).toBeTruthy();
    expect((await screen.findByTestId('nav-invoices')).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('nav-offers').getAttribute('aria-current')).toBeNull();
  });

  it.each([
    ['1', 'cancelled', 'Transazione annullata.'],
    ['2', 'refused', 'Transazione rifiutata.'],
    ['3', 'error', 'Errore inatteso.'],
    ['0', 'cancelled', 'Errore inatteso.'],
  ])('res=%s with the transaction %s reads %s, and links back to the remembered page', async (res, status, text) => {
    localStorage.setItem('sportello.paymentReturn', JSON.stringify({ route: 'payment', id: '7' }));
    portalServer(contabile, { 'GET /rest/transactions/11': tx(status) });
    renderApp(`/order-result/11?res=${res}&err=amount_mismatch`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla pagina di pagamento' }).getAttribute('href')).toBe(
      '/payments/7',
    );
    expect(localStorage.getItem('sportello.paymentReturn')).toBeNull();
  });
});

describe('order result for staff paying for a customer', () => {
  it('reads the transaction as the customer and links back to the payment page naming them', async () => {
    localStorage.setItem('sportello.paymentReturn', JSON.stringify({ route: 'payment', id: '7', id_cliente: '42' }));
    const server = portalServer(staff, {
      'GET /rest/transactions/11': {
        body: {
          id: 11,
          status: 'cancelled',
          amount: 12_200,
          cashback_amount: 0,
          credit_amount: 0,
          currency: 'EUR',
          method: 'sandbox',
          id_fattura: 3,
          fattura: 'DEMO-1',
        },
      },
    });
    renderApp('/42/order-result/11?res=1&ref=invoices');
    expect(await screen.findByText('Transazione annullata.')).toBeTruthy();
    expect(server.callsTo('GET', '/rest/transactions/11')[0]!.query.get('id_cliente')).toBe('42');
    expect(screen.getByRole('link', { name: 'Torna alla pagina di pagamento' }).getAttribute('href')).toBe(
      '/payments/7?id_cliente=42',
    );
  });
});

describe('payment error page (spec 3)', () => {
  it('goes to the route named by the type with the id and res=1', async () => {
    portalServer(contabile, {
      'GET /rest/payments/7': { body: payment },
      'GET /rest/payment_methods': { body: methods() },
      'GET /rest/balance': balance(),
    });
    const app = renderApp('/axerve_paypal_error?type=payment&id=7');
    expect(await screen.findByTestId('payment-page')).toBeTruthy();
    expect(app.location()).toBe('/payments/7?res=1');
  });

  it("shows 'Errore durante il pagamento' without type and id", async () => {
    portalServer(contabile);
    renderApp('/axerve_paypal_error');
    expect((await screen.findAllByText('Errore durante il pagamento')).length).toBeGreaterThan(0);
  });
});
