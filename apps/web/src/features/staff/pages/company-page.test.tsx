import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffCompanyDetail } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { staff } from '../../../test/users.ts';

const CUSTOMER: StaffCompanyDetail = {
  id: 77,
  ragione_sociale: 'Cliente Uno S.r.l.',
  partita_iva: '01234567890',
  codice_fiscale: null,
  approval: 'approvato',
  contratto_cliente: true,
  is_reseller: false,
  parent_id: null,
  parent_name: null,
  currency: 'EUR',
  locked: false,
  lingua: 'it',
  email_pec: null,
  stato: 'IT',
  citta: 'Milano',
  created_at: '2026-01-10T09:00:00Z',
  users: [],
};

function consoleServer(role: 'admin' | 'support') {
  return portalServer(staff, {
    'GET /rest/staff/companies/77': { body: CUSTOMER },
    'GET /rest/staff/companies/77/audit': { body: { items: [], page: 1, size: 20, total: 0 } },
    'GET /rest/staff/queues': { body: { role, queues: [] } },
  });
}

describe("operator console: a customer's record (issue 31: staff prepare offers)", () => {
  it("leads an administrator to the customer's quote wizard, run as the customer", async () => {
    consoleServer('admin');
    renderApp('/staff/companies/77');
    const prepare = await screen.findByRole('link', { name: "Prepara un'offerta" });
    expect(prepare.getAttribute('href')).toBe('/77/diy-offer/');
    expect(screen.getByRole('link', { name: "Entra nell'area del cliente" }).getAttribute('href')).toBe('/77');
  });

  it('offers support, who reads only, no offer to prepare', async () => {
    consoleServer('support');
    renderApp('/staff/companies/77');
    await screen.findByRole('link', { name: "Entra nell'area del cliente" });
    expect(screen.queryByTestId('prepare-offer')).toBeNull();
  });

  it('says a company that does not exist is not found, with the way back to the console', async () => {
    portalServer(staff, {
      'GET /rest/staff/companies/78': { status: 404, body: { message: 'Azienda non trovata' } },
      'GET /rest/staff/queues': { body: { role: 'admin', queues: [] } },
    });
    renderApp('/staff/companies/78');
    const notFound = await screen.findByTestId('not-found');
    expect(notFound.textContent).toContain('Azienda non trovata');
    expect(within(notFound).getByRole('link').getAttribute('href')).toBe('/staff');
  });

  it('says when the record could not be loaded, with the same way back', async () => {
    portalServer(staff, {
      'GET /rest/staff/companies/77': { status: 500, body: { message: 'Errore' } },
      'GET /rest/staff/queues': { body: { role: 'admin', queues: [] } },
    });
    renderApp('/staff/companies/77');
    const failed = await screen.findByTestId('list-error');
    expect(failed.textContent).toContain("Impossibile caricare l'azienda");
    expect(within(failed).getByRole('link').getAttribute('href')).toBe('/staff');
  });
});
