import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Company, OfferDetail } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

const line = (codice: string, prezzo: number, extra: Partial<OfferDetail['prodotti'][number]> = {}) => ({
  codice,
  qt: 1,
  dominio: 'mobili-rossi.it',
  os: null,
  webserver: null,
  provision_db: null,
  provision_php: null,
  newService: true,
  siteTransfer: false,
  mailTransfer: false,
  notForResale: false,
  section: 'infrastruttura' as const,
  durata: 'Annuale' as const,
  prezzo,
  prezzo_pieno: prezzo,
  totale: prezzo,
  totale_pieno: prezzo,
  ...extra,
});

const OFFER = {
  id: 41,
  titolo_offerta: 'Offerta per servizi internet - mobili-rossi.it',
  data: '2026-11-30T10:00:00.000Z',
  stato_offerta: 'inviata',
  stato_ordine: null,
  ragione_sociale: 'Rossi Arredamenti S.r.l.',
  gran_totale: 13_000,
  gran_totale_ivato: 15_860,
  currency: 'EUR',
  enable_orders: true,
  id_azienda: 10,
  id_reseller: null,
  free_period: 0,
  testing_mode: null,
  motivazione_rifiuto: null,
  prodotti: [line('HOSMN', 10_000), line('REGIT', 1_500, { qt: 2, section: 'dominio', totale: 3_000 })],
  iva: 22,
  note: null,
} as unknown as OfferDetail;

const COMPANY = { id: 10, hasCompleteBillingData: true } as unknown as Company;
const methods = {
  metodi_pagamento: ['sandbox'],
  pagamento: 'Bonifico',
  fatturazione_mensile: false,
  use_credit: false,
  credit: 0,
  has_recurring_payments: false,
};

function server(offer: Partial<OfferDetail> = {}, company: Partial<Company> = {}, extra = {}) {
  return portalServer(owner, {
    'GET /rest/offers/41': { body: { ...OFFER, ...offer } },
    'GET /rest/company/10': { body: { ...COMPANY, ...company } },
    'GET /rest/payment_methods': { body: methods },
    'GET /rest/balance': { body: { amount: 0 } },
    ...extra,
  });
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('confirm_offer page (spec 3 §2, §4, §5, §8)', () => {
  it('shows the breadcrumb, the summary with its totals, and confirms through pay_offer to the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = server(
      {},
      {},
      {
        'POST /api/pay_offer': { body: { redirect: '/api/payments/sandbox/abcdefghijklmnopqrstuvwx', transaction: 7 } },
      },
    );
    renderApp('/offers/41');
    const summary = await screen.findByTestId('offer-summary');
    expect(within(summary).getByText(OFFER.titolo_offerta)).toBeTruthy();
    expect(within(screen.getByTestId('offer-lines')).getAllByRole('row')).toHaveLength(3);
    // 100 + 2 × 15 = 130 net, VAT 22 % = 28.60, total 158.60.
    expect(screen.getByTestId('offer-totals').textContent).toContain('158,60');
    expect(screen.getByTestId('payment-total').textContent).toContain('158,60');
    const crumbs = screen.getByRole('navigation', { name: 'Percorso' });
    expect(within(crumbs).getByRole('link', { name: 'Offerte e ordini' }).getAttribute('href')).toBe('/offers');

    fireEvent.click(screen.getByRole('button', { name: 'Conferma offerta' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/abcdefghijklmnopqrstuvwx'));
    expect(calls.callsTo('POST', '/api/pay_offer')[0]!.body).toMatchObject({ idOfferta: 41, method: 'sandbox' });
    expect(JSON.parse(localStorage.getItem('sportello.paymentReturn')!)).toEqual({ route: 'confirm_offer', id: '41' });
  });

  it("back from the provider with res=0: 'Offerta confermata', 'Torna alle offerte', and 'Ordine già confermato' blocked", async () => {
    server({ stato_offerta: null, stato_ordine: 'concluso' });
    renderApp('/offers/41?res=0');
    const confirmed = await screen.findByTestId('offer-confirmed');
    expect(confirmed.textContent).toContain('Offerta confermata');
    expect(screen.getByRole('link', { name: 'Torna alle offerte' }).getAttribute('href')).toBe('/offers');
    const concluded = screen.getByRole('button', { name: 'Ordine già confermato' });
    expect((concluded as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('payment-form')).toBeNull();
  });

  it('a concluded order opened later shows only the blocked submit', async () => {
    server({ stato_offerta: null, stato_ordine: 'concluso' });
    renderApp('/offers/41');
    expect(await screen.findByRole('button', { name: 'Ordine già confermato' })).toBeTruthy();
    expect(screen.queryByTestId('offer-confirmed')).toBeNull();
  });

  it('a cancelled or refused payment says so and lets the user try again', async () => {
    server();
    renderApp('/offers/41?res=1');
    expect((await screen.findByTestId('confirm-result-cancelled')).textContent).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conferma offerta' })).toBeTruthy();
  });

  it('shows the billing form while the billing data are incomplete, and blocks the submit', async () => {
    server({}, { hasCompleteBillingData: false, tipologia: 'Company', stato: 'IT', currency: 'EUR', lingua: 'it' });
    renderApp('/offers/41');
    expect(await screen.findByTestId('confirm-billing')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Conferma offerta' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a trial is an order at once: the page shows the result without a checkout', async () => {
    let concluded = false;
    const trial = { ...OFFER, free_period: 30, testing_mode: 'rinnova' };
    const calls = server(
      {},
      {},
      {
        'GET /rest/offers/41': () => ({
          body: concluded ? { ...trial, stato_offerta: null, stato_ordine: 'concluso' } : trial,
        }),
        'POST /api/pay_offer': () => {
          concluded = true;
          return { body: { result: 0, transaction: null } };
        },
      },
    );
    renderApp('/offers/41');
    expect((await screen.findByTestId('offer-trial')).textContent).toBe('I primi 30 giorni sono gratuiti');
    expect(screen.getByTestId('payment-total').textContent).toContain('0,00');
    fireEvent.click(screen.getByRole('button', { name: 'Conferma offerta' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/pay_offer')).toHaveLength(1));
    expect((await screen.findByTestId('offer-confirmed')).textContent).toContain('Offerta confermata');
  });

  it('a rejected offer cannot be confirmed', async () => {
    server({ stato_offerta: 'rifiutata', motivazione_rifiuto: 'prezzo' });
    renderApp('/offers/41');
    expect(await screen.findByTestId('offer-closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conferma offerta' })).toBeNull();
  });

  it('answers Error loading offer for an offer the company does not see', async () => {
    portalServer(owner, {
      'GET /rest/offers/41': { status: 404, body: { reason: 'offer_not_found' } },
      'GET /rest/company/10': { body: COMPANY },
      'GET /rest/payment_methods': { body: methods },
      'GET /rest/balance': { body: { amount: 0 } },
    });
    renderApp('/offers/41');
    expect(await screen.findByText('Error loading offer')).toBeTruthy();
  });

  it("pays an offer in the other currency without the company's cashback and credit (kept in its own)", async () => {
    server(
      { currency: 'CHF' },
      { currency: 'EUR' },
      {
        'GET /rest/balance': { body: { amount: 5_000 } },
        'GET /rest/payment_methods': { body: { ...methods, use_credit: true, credit: 2_000 } },
      },
    );
    renderApp('/offers/41');
    await screen.findByTestId('payment-methods');
    expect(screen.queryByTestId('cashback')).toBeNull();
    expect(screen.queryByTestId('payment-credit')).toBeNull();
  });

  it("offers the company's cashback on an offer in its own currency", async () => {
    server({}, { currency: 'EUR' }, { 'GET /rest/balance': { body: { amount: 5_000 } } });
    renderApp('/offers/41');
    expect(await screen.findByTestId('cashback')).toBeDefined();
  });
});
