import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@sportello/domain';
import type { RecordedCall } from '../../../test/fake-server.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner, tecnico } from '../../../test/users.ts';

const offer = (id: number, flags: Partial<Offer> = {}): Offer => ({
  id,
  titolo_offerta: `Offerta per servizi internet - rossi${id}.it`,
  data: '2026-11-20T10:00:00.000Z',
  stato_offerta: 'inviata',
  stato_ordine: null,
  ragione_sociale: 'Rossi Web S.r.l.',
  gran_totale: 12_000,
  gran_totale_ivato: 14_640,
  currency: 'EUR',
  enable_orders: true,
  id_azienda: 10,
  id_reseller: null,
  free_period: 0,
  testing_mode: null,
  motivazione_rifiuto: null,
  ...flags,
});

const sections =
  (open: Offer[], orders: Offer[] = [], rejected: Offer[] = []) =>
  (call: RecordedCall) => {
    const items = { open, orders, rejected }[call.query.get('section') as 'open'] ?? [];
    return { body: { items, page: 1, size: 10, total: items.length } };
  };

describe('offers page (spec 3 §2 offers)', () => {
  it('shows the three sections, the empty text, the PDF link and the actions of an open offer', async () => {
    const server = portalServer(owner, {
      'GET /rest/offers': sections([offer(1)], [offer(2, { stato_offerta: null, stato_ordine: 'concluso' })], []),
    });
    renderApp('/offers');
    const open = await screen.findByTestId('offers-open');
    expect(within(open).getByRole('heading', { name: 'Offerte da confermare' })).toBeDefined();
    const first = await within(open).findByTestId('offer-1');
    expect(within(first).getByTestId('offer-pdf').getAttribute('href')).toBe('/rest/offer-pdf/1');
    expect(within(first).getByTestId('offer-confirm').getAttribute('href')).toBe('/offers/1');
    const orders = screen.getByTestId('offers-orders');
    const order = await within(orders).findByTestId('offer-2');
    expect(within(order).queryByTestId('offer-confirm')).toBeNull();
    expect(within(order).queryByTestId('offer-reject')).toBeNull();
    expect(await within(screen.getByTestId('offers-rejected')).findByText('Nessun offerta disponibile')).toBeDefined();
    const asked = server.callsTo('GET', '/rest/offers').map((c) => c.query.get('section'));
    expect(asked.sort()).toEqual(['open', 'orders', 'rejected']);
  });

  it('rejects an offer with a reason, after saying a reason is needed', async () => {
    const server = portalServer(owner, {
      'GET /rest/offers': sections([offer(1)]),
      'PUT /rest/offers/1': { body: offer(1, { stato_offerta: 'rifiutata', motivazione_rifiuto: 'prezzo' }) },
    });
    const { user } = renderApp('/offers');
    const first = await screen.findByTestId('offer-1');
    await user.click(within(first).getByTestId('offer-reject'));
    const dialog = await screen.findByTestId('reject-dialog');
    await user.click(within(dialog).getByTestId('reject-confirm'));
    expect(await within(dialog).findByTestId('reject-no-reason')).toBeDefined();
    expect(server.callsTo('PUT', '/rest/offers/1')).toHaveLength(0);
    await user.click(within(dialog).getByLabelText('Prezzo superiore alle aspettative'));
    await user.click(within(dialog).getByTestId('reject-confirm'));
    await waitFor(() => expect(server.callsTo('PUT', '/rest/offers/1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/rest/offers/1')[0]?.body).toEqual({
      stato: 'rifiutata',
      motivazione_rifiuto: 'prezzo',
    });
  });

  it('disables reject and confirm without enable_orders and says to ask an administrator', async () => {
    portalServer(tecnico, { 'GET /rest/offers': sections([offer(1, { enable_orders: false })]) });
    renderApp('/offers');
    const first = await screen.findByTestId('offer-1');
    expect((within(first).getByTestId('offer-reject') as HTMLButtonElement).disabled).toBe(true);
    expect((within(first).getByTestId('offer-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(within(first).getByTestId('orders-not-enabled').textContent).toBe(
      "Conferma e rifiuto delle offerte non abilitati: chiedi ad un amministratore dell'azienda",
    );
  });

  it('says when a section could not be loaded', async () => {
    portalServer(owner, { 'GET /rest/offers': { status: 500, body: { message: 'guasto' } } });
    renderApp('/offers');
    await waitFor(() => expect(screen.getAllByTestId('list-error')).toHaveLength(3), { timeout: 3000 });
  });
});
