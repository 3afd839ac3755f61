import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { isoDateIn, plusMonths, PROVIDER_TIME_ZONE, type StaffQueueItem } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { staff, support } from '../../../test/users.ts';

const REQUEST: StaffQueueItem = {
  id: 5,
  company_id: 42,
  ragione_sociale: 'Alpi Digital SA',
  created_at: '2026-11-30T10:00:00Z',
  details: {
    tipo: 'provvigioni',
    importo: 12_050,
    currency: 'CHF',
    iban: 'CH9300762011623852957',
    messaggio: 'Fattura 41/2026',
  },
  files: [{ id: 9, filename: 'fattura-41.pdf' }],
};

function queueServer(role: 'admin' | 'support') {
  return portalServer(role === 'admin' ? staff : support, {
    'GET /rest/staff/queues': {
      body: {
        role,
        queues: [
          { kind: 'approvals', count: 0 },
          { kind: 'commission_requests', count: 1 },
        ],
      },
    },
    'GET /rest/staff/queues/commission_requests': {
      body: { items: [REQUEST], total: 1, page: 1, size: 25 },
    },
    'POST /rest/staff/queues/commission_requests/5': { body: { result: 'ok' } },
  });
}

describe('the commission and co-marketing queue (issue 33)', () => {
  it('shows the amount in its currency, the credit, the IBAN and the invoice staff open acting on the company', async () => {
    queueServer('admin');
    renderApp('/staff/queues/commission_requests');
    const row = await screen.findByTestId('queue-item-42');
    expect(within(row).getByTestId('detail-tipo').textContent).toBe('Provvigioni');
    expect(within(row).getByTestId('detail-importo').textContent).toMatch(/120[.,]50/);
    expect(within(row).getByTestId('detail-importo').textContent).toContain('CHF');
    expect(within(row).queryByTestId('detail-currency')).toBeNull();
    expect(within(row).getByTestId('detail-iban').textContent).toBe('CH9300762011623852957');
    const file = within(row).getByRole('link', { name: 'fattura-41.pdf' });
    expect(file.getAttribute('href')).toBe('/rest/commissions/5/files/9?id_cliente=42');
    expect(screen.getByRole('heading', { level: 1, name: 'Provvigioni e co-marketing' })).toBeTruthy();
  });

  it('marks a request paid with the payment date: today by default, never in the future', async () => {
    const server = queueServer('admin');
    const app = renderApp('/staff/queues/commission_requests');
    await app.user.click(await screen.findByRole('button', { name: 'Segna pagata' }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText(/Data del pagamento/) as HTMLInputElement;
    const today = isoDateIn(new Date(), PROVIDER_TIME_ZONE);
    expect(date.value).toBe(today);
    await app.user.clear(date);
    await app.user.type(date, plusMonths(today, 1));
    await app.user.click(within(dialog).getByTestId('paid-confirm'));
    expect(await within(dialog).findByText('La data del pagamento non può essere nel futuro')).toBeTruthy();
    expect(server.callsTo('POST', '/rest/staff/queues/commission_requests/5')).toHaveLength(0);

    const paidOn = plusMonths(today, -1);
    await app.user.clear(date);
    await app.user.type(date, paidOn);
    await app.user.click(within(dialog).getByTestId('paid-confirm'));
    await waitFor(() => expect(server.callsTo('POST', '/rest/staff/queues/commission_requests/5')).toHaveLength(1));
    expect(server.callsTo('POST', '/rest/staff/queues/commission_requests/5')[0]?.body).toEqual({
      decision: 'accept',
      paid_on: paidOn,
    });
  });

  it('says on rejecting that the credit goes back to the partner', async () => {
    // The reason's autosizing textarea listens to font loading, which happy-dom lacks; the stub goes
    // with the case, so that no later case of the worker finds it.
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
    onTestFinished(() => {
      delete (document as { fonts?: unknown }).fonts;
    });
    queueServer('admin');
    const app = renderApp('/staff/queues/commission_requests');
    await app.user.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText("Rifiutando, l'importo torna disponibile nel saldo del partner."),
    ).toBeTruthy();
  });

  it('a support operator reads the queue and decides nothing', async () => {
    queueServer('support');
    renderApp('/staff/queues/commission_requests');
    expect(await screen.findByTestId('queue-item-42')).toBeTruthy();
    expect(await screen.findByText('Il tuo ruolo può consultare le richieste, non deciderle.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Segna pagata' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rifiuta' })).toBeNull();
    // The invoice opens all the same: reading is support's.
    expect(screen.getByRole('link', { name: 'fattura-41.pdf' })).toBeTruthy();
  });

  it('tells the decision was recorded though the queue read again no longer has the row', async () => {
    let decided = false;
    portalServer(staff, {
      'GET /rest/staff/queues': { body: { role: 'admin', queues: [{ kind: 'approvals', count: decided ? 0 : 1 }] } },
      'GET /rest/staff/queues/approvals': () => ({
        body: {
          items: decided ? [] : [{ ...REQUEST, details: {}, files: [] }],
          total: decided ? 0 : 1,
          page: 1,
          size: 25,
        },
      }),
      'POST /rest/staff/queues/approvals/5': () => {
        decided = true;
        return { body: { result: 'ok' } };
      },
    });
    const app = renderApp('/staff/queues/approvals');
    await app.user.click(await screen.findByRole('button', { name: 'Approva' }));
    await app.user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(screen.queryByTestId('queue-item-42')).toBeNull());
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => n.message)).toContain(
        'Decisione registrata: il cliente è stato avvisato per e-mail',
      ),
    );
  });
});
