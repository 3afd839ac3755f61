import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../../test/app-config.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';
import { SocialSignIn } from './social-sign-in.tsx';

const bothOn = { body: { ...appConfig, google_client_id: 'google-client', linkedin_enabled: true } };

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('SocialSignIn (spec 1 §2.4)', () => {
  it('is not there when the server has no provider configured', async () => {
    portalServer(null);
    renderApp('/auth/login');
    await screen.findByTestId('login-submit');
    // The lazy chunk has had its chance to render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('social-sign-in')).toBeNull();
  });

  it('shows only the providers that are on', async () => {
    portalServer(null, { 'GET /app-config.json': { body: { ...appConfig, linkedin_enabled: true } } });
    renderApp('/auth/login');
    expect(await screen.findByRole('button', { name: 'Accedi con LinkedIn' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accedi con Google' })).toBeNull();
  });

  it('asks the server for the address, keeping the invitation and ref, and leaves for the provider', async () => {
    const server = portalServer(null, {
      'GET /app-config.json': bothOn,
      'GET /api/auth/oauth-urls': { body: { result: 'https://provider.test/authorize?state=s' } },
    });
    const assign = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    const app = renderApp('/auth/login?antk=K1&ref=%2Finvoices');
    await app.user.click(await screen.findByRole('button', { name: 'Accedi con LinkedIn' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://provider.test/authorize?state=s'));
    const [call] = server.callsTo('GET', '/api/auth/oauth-urls');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      provider: 'linkedin',
      mode: 'login',
      antk: 'K1',
      ref: '/invoices',
    });
    expect(screen.getByRole('button', { name: 'Accedi con Google' }).hasAttribute('disabled')).toBe(true);
  });

  it("posts Google's ID token from the address's fragment and signs in to the page asked for", async () => {
    let signedIn = false;
    const server = portalServer(null, {
      'GET /app-config.json': bothOn,
      'GET /api/dashboard/userinfo': () => (signedIn ? { body: owner } : { status: 401, body: {} }),
      'POST /api/auth/token': { body: { result: 'check-1' } },
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: { result: 'ok' } };
      },
    });
    sessionStorage.setItem('sportello.social.query', '?ref=%2Finvoices');
    window.history.replaceState(null, '', '/auth/login#id_token=header.payload.signature&state=s');
    const app = renderApp('/auth/login');
    await waitFor(() => expect(app.location()).toBe('/invoices'));
    expect(server.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      google_token: 'header.payload.signature',
      check: 'check-1',
    });
  });

  it('keeps the authenticator step: the same token goes again with the code', async () => {
    let logins = 0;
    const server = portalServer(null, {
      'GET /app-config.json': bothOn,
      'POST /api/auth/token': () => ({ body: { result: `check-${++logins}` } }),
      'POST /api/auth/login': ({ body }) => ({ body: { result: (body as { totp?: string }).totp ? 'ok' : 'totp' } }),
    });
    window.history.replaceState(null, '', '/auth/login#id_token=header.payload.signature');
    const app = renderApp('/auth/login');
    await app.user.type(await screen.findByLabelText(/Codice di autenticazione/), '123456');
    await app.user.click(screen.getByTestId('login-totp-submit'));
    await waitFor(() => expect(server.callsTo('POST', '/api/auth/login')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/auth/login')[1]?.body).toEqual({
      google_token: 'header.payload.signature',
      totp: '123456',
      check: 'check-2',
    });
  });

  it('says so when the user came back without a token', async () => {
    const server = portalServer(null, { 'GET /app-config.json': bothOn });
    window.history.replaceState(null, '', '/auth/login#error=access_denied');
    renderApp('/auth/login');
    expect(await screen.findByText('Accesso con il provider annullato.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('is disabled while the page around it is busy', async () => {
    portalServer(null, { 'GET /app-config.json': bothOn });
    const router = createMemoryRouter([{ path: '*', element: <SocialSignIn mode="signup" disabled /> }]);
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const google = await screen.findByRole('button', { name: 'Registrati con Google' });
    expect(google.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Registrati con LinkedIn' }).hasAttribute('disabled')).toBe(true);
    await userEvent
      .setup()
      .click(google)
      .catch(() => undefined);
    expect(screen.getByText('oppure')).toBeTruthy();
  });
});
