import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { noCompany, owner } from '../../../test/users.ts';

const INVITE = {
  id_azienda: 40,
  azienda: 'Bianchi & Figli',
  email: 'giulia@example.test',
  grants: ['developer'],
  email_subscriptions: ['technical', 'marketing'],
};

describe('accept invite (spec 1 §2.4)', () => {
  it('shows the company and what the invitation gives, accepts it and lands on the company', async () => {
    let accepted = false;
    const server = portalServer(noCompany, {
      'GET /api/dashboard/userinfo': () => ({
        body: accepted ? { ...owner, id_azienda: 40, azienda: 'Bianchi & Figli', grants: ['developer'] } : noCompany,
      }),
      'GET /rest/invites/chiave-1': { body: INVITE },
      'POST /api/auth/companylogin': () => {
        accepted = true;
        return { body: { result: 'ok' } };
      },
    });
    const app = renderApp('/auth/accept-invite/chiave-1');
    expect((await screen.findByTestId('invite-company')).textContent).toBe('Bianchi & Figli');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      "accedere all'area riservata dell'azienda con il tuo login personale",
      'ricevere in copia le comunicazioni tecniche',
      'ricevere in copia le comunicazioni commerciali',
    ]);
    await app.user.click(screen.getByTestId('invite-accept'));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(server.callsTo('POST', '/api/auth/companylogin')[0]?.body).toEqual({ id_azienda: 40, antk: 'chiave-1' });
    expect(server.callsTo('GET', '/rest/invites/chiave-1')[0]?.query.get('id_cliente')).toBeNull();
  });

  it('lists only the notification copies when the invitation gives no grant', async () => {
    portalServer(owner, {
      'GET /rest/invites/k': { body: { ...INVITE, grants: [], email_subscriptions: ['billing'] } },
    });
    renderApp('/auth/accept-invite/k');
    await screen.findByTestId('invite-details');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'ricevere in copia le comunicazioni amministrative',
    ]);
  });

  it('ignores: back to the ref without accepting', async () => {
    const server = portalServer(owner, { 'GET /rest/invites/k': { body: INVITE } });
    const app = renderApp('/auth/accept-invite/k?ref=/products');
    await app.user.click(await screen.findByTestId('invite-ignore'));
    await waitFor(() => expect(app.location()).toBe('/products'));
    expect(server.callsTo('POST', '/api/auth/companylogin')).toHaveLength(0);
  });

  it('says a bad or expired key is not valid, without a toast', async () => {
    portalServer(owner, {
      'GET /rest/invites/scaduto': { status: 404, body: { message: "L'invito non è valido o è scaduto." } },
    });
    renderApp('/auth/accept-invite/scaduto');
    expect((await screen.findByTestId('invite-invalid')).textContent).toBe("L'invito non è valido o è scaduto.");
    expect(screen.getAllByText("L'invito non è valido o è scaduto.")).toHaveLength(1);
  });

  it('sends a visitor to log in with the key, and back to the invitation afterwards', async () => {
    portalServer(null);
    const app = renderApp('/auth/accept-invite/chiave-1');
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(app.location()).toBe('/auth/login?antk=chiave-1');
  });
});
