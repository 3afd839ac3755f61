import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

const base = {
  group_code: 'x',
  categoria: 'c',
  durata: 'Annuale',
  grace_period: 10,
  group: 'this_month',
  stato_amministrativo: 'attivo',
  stato_tecnico: 'attivo',
  rinnovo_automatico: true,
  disdetto: false,
  missing_data: false,
  missing_mail_data: false,
  registrazione_dominio: false,
  ask_site_transfer: false,
  ask_mail_transfer: false,
  currency: 'EUR',
  qt: 1,
  nfr: false,
  note_cliente: '',
  last_bw_upgrade: null,
  free_bw_upgrade: false,
  bw_upgrade_price: null,
  n_upgrades: 0,
  pending_invoice: null,
  id_ordine: null,
  free_period: 0,
  days_to_expiration: 10,
};
const product = (id: number, codice: string, extra: Record<string, unknown> = {}) => ({
  ...base,
  id,
  codice,
  nome: codice,
  dominio: `${codice.toLowerCase()}.example`,
  data_fine: '2027-01-31',
  importo: 10_000,
  ...extra,
});
const page = (items: unknown[]) => ({ items, page: 1, size: 50, total: items.length });
const methods = {
  metodi_pagamento: ['sandbox'],
  pagamento: 'Bonifico',
  fatturazione_mensile: false,
  use_credit: false,
  credit: 0,
  has_recurring_payments: false,
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('product_renew page (spec 2 §2, §4, §7)', () => {
  it('shows the products of the ids with their new expiry and total incl. VAT, and pays through pay_product', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const server = portalServer(owner, {
      'GET /rest/products': {
        body: page([product(4, 'REGIT'), product(9, 'HOSMN', { durata: 'Mensile', data_fine: '2027-01-31' })]),
      },
      'GET /rest/payment_methods': { body: methods },
      'GET /rest/balance': { body: { amount: 0 } },
      'POST /api/pay_product': { body: { redirect: '/api/payments/sandbox/abcdefghijklmnopqrstuvwx', transaction: 3 } },
    });
    renderApp('/products/4-9/renew');
    const table = await screen.findByTestId('renew-table');
    expect(within(table).getByTestId('renew-until-4').textContent).toBe('31/01/2028');
    expect(within(table).getByTestId('renew-until-9').textContent).toBe('28/02/2027');
    expect(screen.getByTestId('renew-total').textContent).toContain('244,00');
    expect(server.callsTo('GET', '/rest/products')[0]!.query.get('ids')).toBe('4-9');
    fireEvent.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(server.callsTo('POST', '/api/pay_product')[0]!.body).toMatchObject({
      ids: [4, 9],
      method: 'sandbox',
      ref: 'products',
    });
    expect(JSON.parse(localStorage.getItem('sportello.paymentReturn')!)).toEqual({ route: 'product_renew', id: '4-9' });
  });

  it('refuses a product already awaiting its renewal payment, with a link to the invoices', async () => {
    portalServer(owner, {
      'GET /rest/products': { body: page([product(4, 'HOSMN', { pending_invoice: 'DEMO-1' })]) },
      'GET /rest/payment_methods': { body: methods },
      'GET /rest/balance': { body: { amount: 0 } },
    });
    renderApp('/products/4/renew');
    expect(await screen.findByTestId('renew-refused')).toBeTruthy();
    expect(screen.queryByTestId('payment-form')).toBeNull();
  });
});
