import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Opportunity } from '@sportello/domain';
import type { RecordedCall } from '../../../test/fake-server.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { reseller } from '../../../test/users.ts';

const lead = (id: number, nome: string, stato: Opportunity['stato'], accepted = false): Opportunity => ({
  id,
  nome,
  data: '2026-11-20T10:00:00Z',
  scadenza: '2026-12-20T10:00:00Z',
  stato,
  descrizione: 'Negozio online con magazzino',
  dominio: accepted ? 'rossi.example' : null,
  tempistiche: 'Entro maggio',
  budget: 1_500_000,
  currency: 'EUR',
  cliente: accepted ? 'Rossi Arredamenti S.r.l.' : null,
  contatti: accepted ? 'Mario Rossi, 02 2941 7730' : null,
  partner: accepted ? 'Partner Hosting SA' : null,
  skills: ['E-commerce'],
  tech_skills: ['WooCommerce'],
  business_sectors: [],
});

const pageOf = (items: Opportunity[]) => (call: RecordedCall) => {
  const stato = call.query.get('stato');
  const shown = stato ? items.filter((o) => o.stato === stato) : items;
  return { body: { items: shown, page: 1, size: 10, total: shown.length } };
};

describe('opportunities page (spec 2 §2, §4)', () => {
  it("shows each lead's state, the requester's data only on the accepted one, and filters by state tab", async () => {
    const server = portalServer(reseller, {
      'GET /rest/opportunities': pageOf([
        lead(1, 'E-commerce', 'attesa'),
        lead(2, 'Portfolio', 'accettata', true),
        lead(3, 'Blog', 'scaduta'),
      ]),
    });
    const app = renderApp('/opportunities');
    const cards = await screen.findAllByTestId('opportunity-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByTestId('opportunity-state').textContent).toBe('In attesa');
    expect(within(cards[0]!).getByText("I dati del cliente sono visibili dopo l'accettazione.")).toBeDefined();
    expect(within(cards[0]!).getByTestId('opportunity-accept')).toBeDefined();
    expect(within(cards[1]!).getByText('Rossi Arredamenti S.r.l.')).toBeDefined();
    expect(within(cards[1]!).queryByTestId('opportunity-accept')).toBeNull();
    expect(within(cards[2]!).queryByTestId('opportunity-accept')).toBeNull();
    await app.user.click(screen.getByRole('tab', { name: 'Scadute' }));
    await waitFor(() => expect(screen.getAllByTestId('opportunity-card')).toHaveLength(1));
    expect(screen.getByText('Blog')).toBeDefined();
    expect(server.callsTo('GET', '/rest/opportunities').at(-1)?.query.get('stato')).toBe('scaduta');
    expect(app.location()).toBe('/opportunities?stato=scaduta');
  });

  it('says there are no opportunities', async () => {
    portalServer(reseller, { 'GET /rest/opportunities': pageOf([]) });
    renderApp('/opportunities');
    expect((await screen.findByTestId('list-empty')).textContent).toBe('Nessuna opportunità');
  });

  it('accepts a lead only after the confirmation, then reads the list again', async () => {
    let items = [lead(1, 'E-commerce', 'attesa')];
    const server = portalServer(reseller, {
      'GET /rest/opportunities': (call: RecordedCall) => pageOf(items)(call),
      'PUT /rest/opportunities/1': () => {
        items = [lead(1, 'E-commerce', 'accettata', true)];
        return {
          body: {
            result: 'ok',
            message: 'Opportunità accettata: trovi qui i dati del cliente.',
            opportunity: items[0],
          },
        };
      },
    });
    const app = renderApp('/opportunities');
    await app.user.click(await screen.findByTestId('opportunity-accept'));
    const dialog = await screen.findByRole('dialog', { name: "Accettare l'opportunità?" });
    expect(server.callsTo('PUT', '/rest/opportunities/1')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(server.callsTo('PUT', '/rest/opportunities/1')).toHaveLength(0);
    await app.user.click(screen.getByTestId('opportunity-accept'));
    await app.user.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByText('Opportunità accettata: trovi qui i dati del cliente.')).toBeDefined();
    expect(server.callsTo('PUT', '/rest/opportunities/1')[0]?.body).toEqual({ stato: 'accettata' });
    expect(await screen.findByText('Rossi Arredamenti S.r.l.')).toBeDefined();
  });

  it('tells a lead taken meanwhile by another partner', async () => {
    portalServer(reseller, {
      'GET /rest/opportunities': pageOf([lead(1, 'E-commerce', 'attesa')]),
      'PUT /rest/opportunities/1': {
        status: 409,
        body: {
          message: 'Questa opportunità non è più disponibile: è scaduta o è già stata accettata da un altro partner.',
          reason: 'opportunity_closed',
        },
      },
    });
    const app = renderApp('/opportunities');
    await app.user.click(await screen.findByTestId('opportunity-reject'));
    await app.user.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByText(/non è più disponibile/)).toBeDefined();
  });
});
