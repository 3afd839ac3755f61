import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { nuovo, owner } from '../../../test/users.ts';

const TERMS = { titolo: 'Contratto di servizio', testo: '<h1>Articolo 1</h1><p>Oggetto del contratto.</p>' };

function termsServer(start: UserInfo) {
  let user = start;
  const server = portalServer(start, {
    'GET /api/dashboard/userinfo': () => ({ body: user }),
    'GET /rest/terms/customer': { body: TERMS },
    'PUT /rest/company/10': () => {
      user = { ...user, contratto_cliente: true };
      return { body: { id: 10, contratto_cliente: true } };
    },
  });
  return server;
}

describe('terms and conditions (spec 1 §2.4)', () => {
  it('shows the contract in a sandboxed frame, requires the checkbox, accepts and goes on to the approval request', async () => {
    const server = termsServer(nuovo);
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Condizioni contrattuali' });
    expect(app.location()).toBe('/auth/terms_and_conditions');
    const frame = await screen.findByTestId('terms-frame');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Articolo 1</h1>');
    expect(frame.getAttribute('title')).toBe('Contratto di servizio');

    await app.user.click(screen.getByTestId('terms-submit'));
    expect(await screen.findByText('Per proseguire accetta le condizioni contrattuali')).toBeTruthy();
    expect(server.callsTo('PUT', '/rest/company/10')).toHaveLength(0);

    await app.user.click(screen.getByRole('checkbox', { name: /accetto le condizioni/ }));
    await app.user.click(screen.getByTestId('terms-submit'));
    await waitFor(() => expect(app.location()).toBe('/auth/approval_request'));
    expect(server.callsTo('PUT', '/rest/company/10')[0]?.body).toEqual({ contratto_cliente: true });
  });

  it('lets an owner who does not accept sign out instead (issue 14 item 6)', async () => {
    let signedIn = true;
    const server = portalServer(nuovo, {
      'GET /api/dashboard/userinfo': () => (signedIn ? { body: nuovo } : { status: 401, body: {} }),
      'GET /rest/terms/customer': { body: TERMS },
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { body: { result: 'ok' } };
      },
    });
    const app = renderApp('/auth/terms_and_conditions');
    await screen.findByTestId('terms-frame');
    await app.user.click(screen.getByTestId('terms-logout'));
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(server.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(server.callsTo('PUT', '/rest/company/10')).toHaveLength(0);
  });

  it('tells a user without owner, admin or billing that they may not accept, with a logout link', async () => {
    const server = termsServer({ ...nuovo, grants: ['developer'] });
    renderApp('/auth/terms_and_conditions');
    expect((await screen.findByTestId('terms-not-enabled')).textContent).toContain('non è abilitato');
    expect(screen.queryByTestId('terms-submit')).toBeNull();
    expect(screen.getByTestId('terms-logout')).toBeTruthy();
    expect(server.callsTo('GET', '/rest/terms/customer')).toHaveLength(0);
  });

  it('is skipped once the contract is accepted', async () => {
    termsServer(owner);
    const app = renderApp('/auth/terms_and_conditions');
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
