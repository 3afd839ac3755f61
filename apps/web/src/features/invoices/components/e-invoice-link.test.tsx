import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillingEntity } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { contabile } from '../../../test/users.ts';

const entity = (stato: string): BillingEntity => ({
  id: 1,
  strid: stato === 'IT' ? 'BBW' : 'BSW',
  ragione_sociale: 'Nuvolaria',
  indirizzo: 'Via 1',
  citta: 'Milano',
  provincia: 'MI',
  cap: '20100',
  stato,
  telefono: '',
  piva: 'IT09876540213',
  coordinate_bancarie: { intestatario: 'Nuvolaria', banca_eur: '', banca_chf: '' },
});
const invoice = {
  id: 7,
  type: 'fattura',
  nr: 'BBW-2026-00007',
  date: '2026-01-01',
  imponibile: 10_000,
  vatamount: 2_200,
  amount: 12_200,
  currency: 'EUR',
  settled: true,
  pastdue: 0,
  status: 'settled',
  paymethod: 'Bonifico',
  payments: [],
  rows: [],
};
const page = (items: unknown[]) => ({ items, page: 1, size: 20, total: items.length });

describe('the e-invoice link (issue 34)', () => {
  it('sits beside the PDF for a company billed by the Italian entity', async () => {
    portalServer(
      { ...contabile, fatturante: entity('IT') },
      { 'GET /rest/invoices': { body: page([invoice]) }, 'GET /rest/payments': { body: page([]) } },
    );
    renderApp('/invoices');
    const table = await screen.findByTestId('invoices-table');
    const link = await within(table).findByRole('link', {
      name: 'Scarica la fattura elettronica XML della fattura BBW-2026-00007',
    });
    expect(link.getAttribute('href')).toBe('/rest/invoice-xml/7');
    expect(link.textContent).toBe('XML');
  });

  it('is not offered to a company billed by the Swiss entity', async () => {
    portalServer(
      { ...contabile, fatturante: entity('CH') },
      { 'GET /rest/invoices': { body: page([invoice]) }, 'GET /rest/payments': { body: page([]) } },
    );
    renderApp('/invoices');
    const table = await screen.findByTestId('invoices-table');
    expect(within(table).getByTestId('pdf-7')).toBeTruthy();
    expect(within(table).queryByTestId('xml-7')).toBeNull();
  });
});
