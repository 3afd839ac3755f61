import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { contabile, owner } from '../../../test/users.ts';

const page = (items: unknown[]) => ({ items, page: 1, size: 20, total: items.length });
const payment = (id: number, nr: string, pastdue: number, pending = true) => ({
  id,
  fattura: nr,
  id_fattura: id * 10,
  tipo: 'Bonifico',
  descrizione: '',
  amount: 12_200,
  currency: 'EUR',
  data: '2026-01-10',
  pending,
  pastdue,
});
const invoice = (id: number, nr: string, status: string, payments: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  type: status === 'credit_note' ? 'nota_credito' : 'fattura',
  nr,
  date: '2026-01-01',
  imponibile: 10_000,
  vatamount: 2_200,
  amount: 12_200,
  currency: 'EUR',
  settled: status === 'settled',
  pastdue: 0,
  status,
  paymethod: 'Bonifico bancario 30 gg data fattura',
  payments,
  rows: [
    {
      id: id * 100,
      description: `Riga di ${nr}`,
      qt: 1,
      price: 10_000,
      discount: 0,
      vat: 22,
      amount: 10_000,
      vatamount: 2_200,
    },
  ],
  ...extra,
});

describe('invoices page (spec 2 "Invoices page")', () => {
  it('shows pending payments and the invoices in their four statuses, expandable, with PDF links and the overdue labels', async () => {
    const invoices = [
      invoice(1, 'F-1', 'overdue', [payment(1, 'F-1', 45)], { pastdue: 45 }),
      invoice(2, 'F-2', 'to_pay', [payment(2, 'F-2', 0)]),
      invoice(3, 'F-3', 'settled', [payment(3, 'F-3', 0, false)]),
      invoice(4, 'NC-4', 'credit_note', [], { amount: -12_200 }),
    ];
    const server = portalServer(contabile, {
      'GET /rest/invoices': { body: page(invoices) },
      'GET /rest/payments': { body: page([payment(1, 'F-1', 45), payment(5, 'F-5', 12), payment(2, 'F-2', 0)]) },
    });
    renderApp('/invoices');
    const pending = await screen.findByTestId('pending-payments');
    expect(await within(pending).findByText('Insoluto - possibile sospensione servizi')).toBeTruthy();
    expect(within(pending).getByText('Insoluto')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Paga la fattura F-5' }).getAttribute('href')).toBe('/payments/5');
    expect(server.callsTo('GET', '/rest/payments')[0]!.query.get('pending_only')).toBe('1');

    const table = await screen.findByTestId('invoices-table');
    for (const label of ['Rate scadute non pagate', 'Da pagare', 'Saldata', 'Nota di credito'])
      expect(within(table).getByText(label)).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Scarica il PDF della fattura F-1' }).getAttribute('href')).toBe(
      '/rest/invoice-pdf/1',
    );
    const toggle = within(table).getByRole('button', { name: 'Mostra o nascondi il dettaglio della fattura F-2' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(table).getByText('Riga di F-2')).toBeTruthy();
  });

  it('draws the invoices with the payments due, not before: the card above takes its height first (no layout shift)', async () => {
    let answerPayments: () => void = () => undefined;
    const paymentsAnswered = new Promise<void>((resolve) => (answerPayments = resolve));
    portalServer(owner, {
      'GET /rest/invoices': { body: page([invoice(2, 'F-2', 'to_pay', [payment(2, 'F-2', 0)])]) },
      'GET /rest/payments': async () => {
        await paymentsAnswered;
        return { body: page([payment(2, 'F-2', 0)]) };
      },
    });
    renderApp('/invoices');
    const pending = await screen.findByTestId('pending-payments');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pending.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('invoices-section')).toBeNull();
    answerPayments();
    expect(await screen.findByTestId('invoices-table')).toBeTruthy();
    expect(pending.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(pending).getAllByText(/F-2/).length).toBeGreaterThan(0);
  });

  it('asks the server for the status chosen in the list and shows the empty state', async () => {
    const server = portalServer(owner, {
      'GET /rest/invoices': { body: page([]) },
      'GET /rest/payments': { body: page([]) },
    });
    const app = renderApp('/invoices');
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Stato' }), 'overdue');
    expect(await screen.findByText('Nessuna fattura trovata con il filtro selezionato.')).toBeTruthy();
    expect(app.location()).toBe('/invoices?status=overdue');
    expect(screen.getByText('Nessun pagamento in sospeso.')).toBeTruthy();
    expect(server.callsTo('GET', '/rest/invoices').at(-1)!.query.get('status')).toBe('overdue');
  });
});
