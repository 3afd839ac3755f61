import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { noCompany, owner } from '../../../test/users.ts';

describe('company chooser (spec 1 §2.4)', () => {
  it('lists the companies, logs in to the chosen one and goes to the ref', async () => {
    let chosen: number | null = null;
    const server = portalServer(noCompany, {
      'GET /api/dashboard/userinfo': () => ({
        body: chosen ? { ...owner, id_azienda: chosen, azienda: 'Beta' } : noCompany,
      }),
      'GET /rest/company_access': {
        body: {
          31: { id_azienda: 31, ragione_sociale: 'Beta', grants: ['owner'] },
          30: { id_azienda: 30, ragione_sociale: 'Alfa', grants: ['billing'] },
        },
      },
      'POST /api/auth/companylogin': (call) => {
        chosen = (call.body as { id_azienda: number }).id_azienda;
        return { body: { result: 'ok' } };
      },
    });
    const app = renderApp('/auth/login_azienda?ref=/products');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Alfa', 'Beta']);
    expect(
      screen.getByText('Il tuo utente ha accesso a più aziende: scegli quella per cui vuoi operare.'),
    ).toBeTruthy();
    await app.user.click(screen.getByTestId('company-31'));
    await screen.findByRole('heading', { level: 1, name: 'I miei prodotti' });
    expect(server.callsTo('POST', '/api/auth/companylogin')[0]?.body).toEqual({ id_azienda: 31 });
    expect(screen.getByTestId('topbar-company').textContent).toBe('Beta');
  });

  it('tells a single-company user about that one company, not about several (issue 14 item 6)', async () => {
    portalServer(noCompany, {
      'GET /rest/company_access': { body: { 30: { id_azienda: 30, ragione_sociale: 'Alfa', grants: ['owner'] } } },
    });
    renderApp('/auth/login_azienda');
    await screen.findByTestId('company-30');
    expect(screen.getByText('Il tuo utente ha accesso a questa azienda: sceglila per continuare.')).toBeTruthy();
    expect(screen.queryByText(/più aziende/)).toBeNull();
  });

  it('has a logout link', async () => {
    let signedIn = true;
    const server = portalServer(noCompany, {
      'GET /api/dashboard/userinfo': () => (signedIn ? { body: noCompany } : { status: 401, body: {} }),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { body: { result: 'ok' } };
      },
    });
    const app = renderApp('/auth/login_azienda');
    await app.user.click(await screen.findByTestId('chooser-logout'));
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(server.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(app.location()).toBe('/auth/login?res=%2Fauth%2Flogin_azienda');
  });
});
