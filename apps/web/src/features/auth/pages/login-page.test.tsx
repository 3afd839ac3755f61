import { notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner, staff, support } from '../../../test/users.ts';

function loginServer(result: 'ok' | 'totp' | 'mail-validation' | 401, user: UserInfo = owner) {
  let signedIn = false;
  let token = 0;
  const server = portalServer(null, {
    'GET /api/dashboard/userinfo': () => (signedIn ? { body: user } : { status: 401, body: {} }),
    'GET /rest/staff/queues': { body: { role: user.staff_role ?? 'support', queues: [] } },
    'GET /rest/staff/companies': { body: { items: [], total: 0, page: 1, size: 25 } },
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
  it.each([
    ['support, with no company of its own', support],
    ['an admin, with its own company', staff],
  ] as const)('an operator (%s) lands on the console after signing in, not on the chooser', async (_label, user) => {
    loginServer('ok', user);
    const app = renderApp('/auth/login');
    await fillAndSubmit(app);
    await waitFor(() => expect(app.location()).toBe('/staff'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Console operatori' })).toBeTruthy();
  });

  it('an operator with a ref goes to the ref', async () => {
    loginServer('ok', staff);
    const app = renderApp('/auth/login?ref=/staff/queues/approvals');
    await fillAndSubmit(app);
    await waitFor(() => expect(app.location()).toBe('/staff/queues/approvals'));
  });

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
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Campo obbligatorio',
    );
    expect(document.activeElement).toBe(username);
    await app.user.type(username, 'owner');
    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(1));
    expect(username.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("puts a 400's field errors on the fields, translating message keys", async () => {
    portalServer(null, {
      'POST /api/auth/token': { body: { result: 'check-1' } },
      'POST /api/auth/login': {
        status: 400,
        body: { message: 'Dati non validi', errors: { username: 'validation.email', password: 'Troppo corta' } },
      },
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
    expect((await screen.findByTestId('login-mail-validation')).textContent).toContain(
      'Indirizzo email non confermato',
    );
    expect(app.location()).toBe('/auth/login');
  });

  it('shows the toast the query asks for, and links to reset and sign-up keeping the query', async () => {
    loginServer('ok');
    renderApp('/auth/login?msg=Password%20aggiornata&msglvl=success&ref=/offers');
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => [n['data-level'], n.message])).toEqual([
        ['success', 'Password aggiornata'],
      ]),
    );
    expect(screen.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe(
      '/auth/resetpassword?msg=Password+aggiornata&msglvl=success&ref=%2Foffers',
    );
    expect(screen.getByRole('link', { name: 'Crea un account' }).getAttribute('href')).toContain('/auth/signup?');
  });

  it('asks for the authenticator code, then signs in with a fresh check and the password again', async () => {
    let signedIn = false;
    let token = 0;
    const server = portalServer(null, {
      'GET /api/dashboard/userinfo': () => (signedIn ? { body: owner } : { status: 401, body: {} }),
      'POST /api/auth/token': () => ({ body: { result: `check-${++token}` } }),
      'POST /api/auth/login': ({ body }) => {
        const { totp } = body as { totp?: string };
        if (totp === undefined) return { body: { result: 'totp' } };
        if (totp !== '123456') return { status: 401, body: { message: 'Codice di autenticazione non valido' } };
        signedIn = true;
        return { body: { result: 'ok' } };
      },
    });
    const app = renderApp('/auth/login?ref=/invoices');
    await fillAndSubmit(app);
    const code = await screen.findByLabelText(/Codice di autenticazione/);
    expect(screen.queryByTestId('login-submit')).toBeNull();

    await app.user.click(screen.getByTestId('login-totp-submit'));
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    await app.user.type(code, '12a');
    await app.user.click(screen.getByTestId('login-totp-submit'));
    expect(await screen.findByText('Codice di autenticazione non valido')).toBeTruthy();
    expect(server.callsTo('POST', '/api/auth/login')).toHaveLength(1);

    await app.user.clear(code);
    await app.user.type(code, '654321');
    await app.user.click(screen.getByTestId('login-totp-submit'));
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => [n['data-level'], n.message])).toEqual([
        ['danger', 'Codice di autenticazione non valido'],
      ]),
    );
    expect(app.location()).toBe('/auth/login?ref=/invoices');

    await app.user.type(code, '123 456');
    await app.user.click(screen.getByTestId('login-totp-submit'));
    await screen.findByRole('heading', { level: 1, name: 'Fatture' });
    const logins = server.callsTo('POST', '/api/auth/login').map((call) => call.body);
    expect(logins).toEqual([
      { username: 'owner', password: 'demo12345', rememberme: true, check: 'check-1' },
      { username: 'owner', password: 'demo12345', rememberme: true, totp: '654321', check: 'check-2' },
      { username: 'owner', password: 'demo12345', rememberme: true, totp: '123456', check: 'check-3' },
    ]);
  });

  it('goes back from the code to the username and password', async () => {
    loginServer('totp');
    const app = renderApp('/auth/login');
    await fillAndSubmit(app);
    await app.user.click(await screen.findByTestId('login-totp-cancel'));
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
    expect(screen.queryByTestId('login-totp')).toBeNull();
  });

  it('sends the confirmation e-mail again from the unconfirmed-address warning', async () => {
    const server = portalServer(null, {
      'POST /api/auth/token': { body: { result: 'check-1' } },
      'POST /api/auth/login': { body: { result: 'mail-validation' } },
      'GET /api/auth/reset': { body: { result: 'ok', message: "Ti abbiamo inviato di nuovo l'email di conferma." } },
    });
    const app = renderApp('/auth/login');
    await fillAndSubmit(app);
    await app.user.click(await screen.findByRole('button', { name: "Invia di nuovo l'email di conferma" }));
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => [n['data-level'], n.message])).toEqual([
        ['info', "Ti abbiamo inviato di nuovo l'email di conferma."],
      ]),
    );
    const [resend] = server.callsTo('GET', '/api/auth/reset');
    expect(Object.fromEntries(resend?.query ?? [])).toEqual({ username: 'owner', action: 'confirm' });
  });

  it.each([
    ['1', "a breve riceverai un'email con le istruzioni per accedere"],
    ['true', 'accedi con le tue credenziali'],
  ])('welcomes a new user (welcome=%s)', async (value, text) => {
    loginServer('ok');
    renderApp(`/auth/login?welcome=${value}`);
    expect((await screen.findByTestId('login-welcome')).textContent).toContain(text);
  });

  describe('one-time link (username and token in the query)', () => {
    async function openLink(app: ReturnType<typeof renderApp>, query: string) {
      await screen.findByTestId('login-submit');
      // Loaded beforehand, the page's import of it settles at once: only the wait delays the call.
      await import('../components/login-extras.tsx');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await act(() => app.router.navigate(`/auth/login?${query}`));
      // The sign-in line comes with the lazy part of the page; its wait starts when it shows.
      for (let step = 0; step < 100 && !screen.queryByTestId('login-auto'); step++) {
        await act(() => vi.advanceTimersByTimeAsync(5));
      }
      expect(screen.getByTestId('login-auto')).toBeTruthy();
    }

    it('signs in 200 ms after the page opens and goes to the ref', async () => {
      let signedIn = false;
      const server = portalServer(null, {
        'GET /api/dashboard/userinfo': () => (signedIn ? { body: owner } : { status: 401, body: {} }),
        'POST /api/auth/loginwithtoken': () => {
          signedIn = true;
          return { body: { result: 'ok', referer: '/invoices' } };
        },
      });
      const app = renderApp('/auth/login');
      await openLink(app, 'username=owner&token=tok-1&ref=/invoices');
      await act(() => vi.advanceTimersByTimeAsync(190));
      for (let tick = 0; tick < 20; tick++) await act(() => Promise.resolve());
      expect(server.callsTo('POST', '/api/auth/loginwithtoken')).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(10));
      vi.useRealTimers();
      await screen.findByRole('heading', { level: 1, name: 'Fatture' });
      expect(server.callsTo('POST', '/api/auth/loginwithtoken').map((call) => call.body)).toEqual([
        { username: 'owner', token: 'tok-1', referer: '/invoices' },
      ]);
    });

    it('asks for the code when the account has an authenticator, then sends the link again with it', async () => {
      let signedIn = false;
      const server = portalServer(null, {
        'GET /api/dashboard/userinfo': () => (signedIn ? { body: owner } : { status: 401, body: {} }),
        'POST /api/auth/loginwithtoken': ({ body }) => {
          signedIn = (body as { totp?: string }).totp === '123456';
          return { body: { result: signedIn ? 'ok' : 'totp', referer: '/' } };
        },
      });
      const app = renderApp('/auth/login');
      await openLink(app, 'username=owner&token=tok-2');
      await act(() => vi.advanceTimersByTimeAsync(200));
      vi.useRealTimers();
      await app.user.type(await screen.findByLabelText(/Codice di autenticazione/), '123456');
      await app.user.click(screen.getByTestId('login-totp-submit'));
      await waitFor(() => expect(app.location()).not.toContain('/auth/login'));
      expect(server.callsTo('POST', '/api/auth/loginwithtoken').map((call) => call.body)).toEqual([
        { username: 'owner', token: 'tok-2' },
        { username: 'owner', token: 'tok-2', totp: '123456' },
      ]);
    });

    it("shows the server's words for a used link and leaves the form usable", async () => {
      portalServer(null, {
        'POST /api/auth/loginwithtoken': {
          status: 401,
          body: { message: 'Il link di accesso non è valido o è scaduto.' },
        },
      });
      const app = renderApp('/auth/login');
      await openLink(app, 'username=owner&token=used');
      await act(() => vi.advanceTimersByTimeAsync(200));
      vi.useRealTimers();
      await waitFor(() =>
        expect(notificationsStore.getState().notifications.map((n) => [n['data-level'], n.message])).toEqual([
          ['danger', 'Il link di accesso non è valido o è scaduto.'],
        ]),
      );
      await waitFor(() => expect(screen.queryByTestId('login-auto')).toBeNull());
      expect((screen.getByLabelText(/Nome utente o Email/) as HTMLInputElement).disabled).toBe(false);
      expect(app.location()).toBe('/auth/login?username=owner&token=used');
    });
  });
});
