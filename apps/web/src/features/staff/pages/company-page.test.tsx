import { screen } from '@testing-library/react';
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
});
