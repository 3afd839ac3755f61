import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

const SENT = 'Se il nome utente esiste, riceverai una email con il link per accedere';

function resetServer() {
  let token = 0;
  return portalServer(null, {
    'POST /api/auth/token': () => ({ body: { result: `check-${++token}` } }),
    'POST /api/auth/reset': { body: { result: 'ok', message: SENT } },
  });
}

describe('password reset (spec 1 §2.4)', () => {
  it('sends the username with a check token, then goes to login keeping the query with a success toast', async () => {
    const server = resetServer();
    const app = renderApp('/auth/resetpassword?ref=/offers');
    await app.user.type(await screen.findByLabelText(/Nome utente o Email/), '  mario.rossi ');
    await app.user.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(app.location()).toMatch(/^\/auth\/login\?/));
    const query = new URLSearchParams(app.location().split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ ref: '/offers', msg: SENT, msglvl: 'success' });
    expect(server.callsTo('POST', '/api/auth/reset')[0]?.body).toEqual({ username: 'mario.rossi', check: 'check-1' });
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => [n['data-level'], n.message])).toEqual([
        ['success', SENT],
      ]),
    );
    await screen.findByRole('heading', { name: 'Accedi' });
  });

  it('requires the username and sends nothing', async () => {
    const server = resetServer();
    const app = renderApp('/auth/resetpassword');
    await app.user.click(await screen.findByTestId('reset-submit'));
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    expect(server.callsTo('POST', '/api/auth/token')).toHaveLength(0);
    expect(server.callsTo('POST', '/api/auth/reset')).toHaveLength(0);
    expect(app.location()).toBe('/auth/resetpassword');
  });

  it('stays on the page with a toast when the server refuses', async () => {
    portalServer(null, {
      'POST /api/auth/token': { body: { result: 'c' } },
      'POST /api/auth/reset': { status: 429, body: { message: 'Troppe richieste, riprova più tardi' } },
    });
    const app = renderApp('/auth/resetpassword');
    await app.user.type(await screen.findByLabelText(/Nome utente o Email/), 'owner');
    await app.user.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(notificationsStore.getState().notifications.length).toBeGreaterThan(0));
    expect(app.location()).toBe('/auth/resetpassword');
  });

  it('links back to login keeping the query', async () => {
    resetServer();
    renderApp('/auth/resetpassword?msg=x&msglvl=info&antk=k1');
    expect((await screen.findByTestId('reset-login')).getAttribute('href')).toBe('/auth/login?antk=k1');
  });

  it('sends a signed-in user away (guest page)', async () => {
    portalServer(owner);
    const app = renderApp('/auth/resetpassword');
    await waitFor(() => expect(app.location()).not.toBe('/auth/resetpassword'));
  });
});
