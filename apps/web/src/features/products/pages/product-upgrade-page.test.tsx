import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

const methods = {
  metodi_pagamento: ['sandbox'],
  pagamento: 'Bonifico',
  fatturazione_mensile: false,
  use_credit: false,
  credit: 0,
  has_recurring_payments: false,
};
const options = (list: unknown[]) => ({
  body: {
    id: 5,
    codice: 'HOSMRS',
    nome: 'Hosting Linux Medium',
    data_fine: '2027-06-30',
    currency: 'EUR',
    refusal: null,
    options: list,
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('product_upgrade page (spec 2 §2, §5, §8)', () => {
  it('lists the targets with refund and value, blocks the impossible ones, and pays the chosen one', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const server = portalServer(owner, {
      'GET /rest/product_upgrades/5': options([
        {
          id: 1,
          codice: 'HOSMN',
          nome: 'Hosting Linux Mini',
          prezzo: 5_900,
          refund: 10_000,
          value: -4_100,
          possible: false,
        },
        {
          id: 2,
          codice: 'HOSERT',
          nome: 'Hosting Linux Expert',
          prezzo: 29_900,
          refund: 10_000,
          value: 19_900,
          possible: true,
        },
      ]),
      'GET /rest/payment_methods': { body: methods },
      'GET /rest/balance': { body: { amount: 0 } },
      'POST /api/pay_product_upgrade': {
        body: { redirect: '/api/payments/sandbox/abcdefghijklmnopqrstuvwx', transaction: 4 },
      },
    });
    renderApp('/products/5/upgrade');
    const mini = (await screen.findByLabelText('Hosting Linux Mini (HOSMN)')) as HTMLInputElement;
    expect(mini.disabled).toBe(true);
    expect(screen.getByText('Scegli il prodotto di destinazione')).toBeTruthy();
    expect(screen.queryByTestId('payment-form')).toBeNull();
    fireEvent.click(screen.getByLabelText('Hosting Linux Expert (HOSERT)'));
    expect((await screen.findByTestId('payment-total')).textContent).toContain('242,78');
    fireEvent.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(server.callsTo('POST', '/api/pay_product_upgrade')[0]!.body).toMatchObject({
      id_migrated_from: 5,
      id_product_to: 2,
      method: 'sandbox',
    });
  });

  it("shows the spec's message with a link opening a new ticket about the product", async () => {
    portalServer(owner, {
      'GET /rest/product_upgrades/5': options([]),
      'GET /rest/payment_methods': { body: methods },
      'GET /rest/balance': { body: { amount: 0 } },
    });
    renderApp('/products/5/upgrade');
    expect(
      await screen.findByText(
        "Attenzione: non è possibile effettuare l'upgrade automatico con relativo storno per questo prodotto.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apri un ticket' }).getAttribute('href')).toBe('/tickets/new?id_product=5');
  });
});

describe('an upgrade address that names no product of the company', () => {
  it.each([
    ['a product id that is no number', '/products/abc/upgrade', {}],
    [
      'a product of another company (404)',
      '/products/9/upgrade',
      { 'GET /rest/product_upgrades/9': { status: 404, body: { message: 'Errore: Prodotto non trovato' } } },
    ],
  ])('says so for %s and leads back to the products, never an endless skeleton', async (_name, path, routes) => {
    portalServer(owner, {
      'GET /rest/payment_methods': { body: methods },
      'GET /rest/balance': { body: { amount: 0 } },
      ...routes,
    });
    renderApp(path);
    const notFound = await screen.findByTestId('not-found');
    expect(notFound.textContent).toContain('Prodotto non trovato');
    expect(screen.getByRole('link', { name: 'Torna a I miei prodotti' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByTestId('list-loading')).toBeNull();
  });
});
