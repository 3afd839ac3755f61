import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

const INFO = { username: 'reseller', email: 'reseller@example.test', azienda: 'Rossi Web S.r.l.' };

describe('authorize user (spec 1 §2.4)', () => {
  it('shows who asks for which company, authorises and goes to the users page', async () => {
    const server = portalServer(owner, {
      'POST /rest/login/authrequestinfo': { body: INFO },
      'POST /api/auth/companylogin': { body: { result: 'ok' } },
    });
    const app = renderApp('/auth/authorize-user/10;7;tok-abc');
    expect((await screen.findByTestId('authorize-username')).textContent).toBe('reseller');
    expect(screen.getByText('reseller@example.test')).toBeTruthy();
    expect(screen.getByTestId('authorize-company').textContent).toBe('Rossi Web S.r.l.');
    expect(server.callsTo('POST', '/rest/login/authrequestinfo')[0]?.body).toEqual({ aid: 10, uid: 7, tok: 'tok-abc' });
    await app.user.click(screen.getByTestId('authorize-submit'));
    await waitFor(() => expect(app.location()).toBe('/users'));
    expect(server.callsTo('POST', '/api/auth/companylogin')[0]?.body).toEqual({
      id_azienda: 10,
      uid: 7,
      tok: 'tok-abc',
    });
  });

  it('ignores: back without authorising', async () => {
    const server = portalServer(owner, { 'POST /rest/login/authrequestinfo': { body: INFO } });
    const app = renderApp('/auth/authorize-user/10;7;tok-abc?ref=/products');
    await app.user.click(await screen.findByTestId('authorize-ignore'));
    await waitFor(() => expect(app.location()).toBe('/products'));
    expect(server.callsTo('POST', '/api/auth/companylogin')).toHaveLength(0);
  });

  it('says an invalid or expired request is not valid', async () => {
    portalServer(owner, {
      'POST /rest/login/authrequestinfo': {
        status: 404,
        body: { message: 'La richiesta di accesso non è valida o è scaduta.' },
      },
    });
    renderApp('/auth/authorize-user/10;7;sbagliato');
    expect((await screen.findByTestId('authorize-invalid')).textContent).toBe(
      'La richiesta di accesso non è valida o è scaduta.',
    );
  });

  it('sends a visitor to log in with the request key', async () => {
    portalServer(null);
    const app = renderApp('/auth/authorize-user/10;7;tok-abc');
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(app.location()).toBe('/auth/login?aid=10&uid=7&tok=tok-abc');
  });
});
