import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

function loginServer(result: 'ok' | 'totp' | 'mail-validation' | 401) {
  let signedIn = false;
  let token = 0;
  const server = portalServer(null, {
    'GET /api/dashboard/userinfo': () => (signedIn ? { body: owner } : { status: 401, body: {} }),
    'POST /api/auth/token': () => ({ body: { result: `check-${++token}` } }),
    'POST /api/auth/login': () => {
      if (result === 401) return { status: 401, body: { message: 'Nome utente o password non corretti' } };
      signedIn = result === 'ok';
      return { body: { result } };
    },
  });
  return server;
}

async function fillAndSubmit(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText(/Nome utente o Email/), 'owner');
  await app.user.type(screen.getByLabelText(/^Password/), 'demo12345');
  await app.user.click(screen.getByLabelText('Ricordami per 30 giorni'));
  await app.user.click(screen.getByTestId('login-submit'));
}

describe('login page (spec 1 §2.4)', () => {
  it('validates with the shared schema and shows translated messages', async () => {
    const server = loginServer('ok');
    const app = renderApp('/auth/login');
    await app.user.click(await screen.findByTestId('login-submit'));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
    expect(server.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('links each message to its field, focuses the first, and checks a field again as it changes', async () => {
    loginServer('ok');
    const app = renderApp('/auth/login');
    await app.user.click(await screen.findByTestId('login-submit'));
    const username = await screen.findByLabelText(/Nome utente o Email/);
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = username.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Campo obbligatorio');
    expect(document.activeElement).toBe(username);
    await app.user.type(username, 'owner');
    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(1));
    expect(username.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("puts a 400's field errors on the fields, translating message keys", async () => {
    portalServer(null, {
      'POST /api/auth/token': { body: { result: 'check-1' } },
      'POST /api/auth/login': { status: 400, body: { message: 'Dati non validi', errors: { username: 'validation.email', password: 'Troppo corta' } } },
    });
    const app = renderApp('/auth/login');
    await fillAndSubmit(app);
    expect(await screen.findByText('Indirizzo email non valido')).toBeTruthy();
    expect(screen.getByText('Troppo corta')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Nome utente o Email/));
    expect(app.location()).toBe('/auth/login');
  });

  it('fetches a fresh check token, signs in and goes to the ref', async () => {
    const server = loginServer('ok');
    const app = renderApp('/auth/login?ref=/invoices');
    await fillAndSubmit(app);
    await screen.findByRole('heading', { level: 1, name: 'Fatture' });
    expect(app.location()).toBe('/invoices');
    expect(server.callsTo('POST', '/api/auth/token')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      username: 'owner',
      password: 'demo12345',
      rememberme: true,
      check: 'check-1',
    });
  });

  it('returns to the page a logout left (res) when there is no ref', async () => {
    loginServer('ok');
    const app = renderApp('/auth/login?res=/servers');
    await fillAndSubmit(app);
    await screen.findByRole('heading', { level: 1, name: 'Il mio cloud' });
  });

  it('shows the server refusal as a danger toast and stays', async () => {
    loginServer(401);
    const app = renderApp('/auth/login');
    await fillAndSubmit(app);
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => [n['data-level'], n.message])).toEqual([
        ['danger', 'Nome utente o password non corretti'],
      ]),
    );
    expect(app.location()).toBe('/auth/login');
  });

  it('warns about an unconfirmed e-mail address', async () => {
    loginServer('mail-validation');
    const app = renderApp('/auth/login');
    await fillAndSubmit(app);
    expect((await screen.findByTestId('login-mail-validation')).textContent).toContain('Indirizzo email non confermato');
    expect(app.location()).toBe('/auth/login');
  });

  it('shows the toast the query asks for, and links to reset and sign-up keeping the query', async () => {
    loginServer('ok');
    renderApp('/auth/login?msg=Password%20aggiornata&msglvl=success&ref=/offers');
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => [n['data-level'], n.message])).toEqual([['success', 'Password aggiornata']]),
    );
    expect(screen.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe(
      '/auth/resetpassword?msg=Password+aggiornata&msglvl=success&ref=%2Foffers',
    );
    expect(screen.getByRole('link', { name: 'Crea un account' }).getAttribute('href')).toContain('/auth/signup?');
  });
});
