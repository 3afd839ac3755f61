import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffCompany } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { staff } from '../../../test/users.ts';

const COMPANY: StaffCompany = {
  id: 42,
  ragione_sociale: 'Bianchi & Figli SRL',
  partita_iva: '01234567890',
  codice_fiscale: null,
  approval: 'in approvazione cliente',
  contratto_cliente: false,
  is_reseller: false,
  parent_id: 7,
  parent_name: 'Alpi Digital SA',
  currency: 'EUR',
  locked: false,
  lingua: 'it',
};

describe('the console’s company search', () => {
  it('shows each company as a card on a phone too, with its state, its reseller and both ways in', async () => {
    portalServer(staff, {
      'GET /rest/staff/queues': { body: { role: 'admin', queues: [] } },
      'GET /rest/staff/companies': { body: { items: [COMPANY], total: 1, page: 1, size: 25 } },
    });
    renderApp('/staff');
    const card = await screen.findByTestId('company-card-42');
    // Which of cards and table shows is the stylesheet's media query, which jsdom does not apply.
    const hidden = true;
    expect(within(card).getByRole('link', { name: 'Bianchi & Figli SRL', hidden }).getAttribute('href')).toBe(
      '/staff/companies/42',
    );
    expect(card.textContent).toContain('01234567890');
    expect(card.textContent).toContain('EUR');
    expect(within(card).getByText('Condizioni non accettate')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Alpi Digital SA', hidden }).getAttribute('href')).toBe(
      '/staff/companies/7',
    );
    expect(within(card).getByRole('link', { name: /Entra/, hidden }).getAttribute('href')).toBe('/42');
    // The table beside it (shown from the small breakpoint up) keeps the journeys' handles.
    expect(screen.getByTestId('company-row-42')).toBeTruthy();
    expect(screen.getByTestId('enter-42')).toBeTruthy();
  });
});
