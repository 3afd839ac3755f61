import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { noCompany } from '../../../test/users.ts';

const INVITE = {
  id_azienda: 40,
  azienda: 'Bianchi & Figli',
  email: 'nuova@bianchiefigli.example',
  grants: ['developer'],
  email_subscriptions: ['technical'],
};

function signupServer(answer: Record<string, unknown> | { status: number; body: unknown }, signedInAfter = false) {
  let signedIn = false;
  let token = 0;
  return portalServer(null, {
    'GET /api/dashboard/userinfo': () => (signedIn ? { body: noCompany } : { status: 401, body: {} }),
    'POST /api/auth/token': () => ({ body: { result: `check-${++token}` } }),
    'GET /rest/invites/invito-1': { body: INVITE },
    'POST /api/auth/signup': () => {
      signedIn = signedInAfter;
      return 'status' in answer ? (answer as { status: number; body: unknown }) : { body: answer };
    },
  });
}

const toasts = () => notificationsStore.getState().notifications.map((n) => [n['data-level'], n.message]);

async function fill(
  app: ReturnType<typeof renderApp>,
  { name = 'Studio Neri', email = 'neri@studioneri.example' } = {},
) {
  if (name) await app.user.type(await screen.findByLabelText(/Nome e cognome o ragione sociale/), name);
  if (email) await app.user.type(screen.getByLabelText(/^Email/), email);
  await app.user.type(screen.getByLabelText(/^Password/), 'segreta-123');
  await app.user.click(screen.getByLabelText(/informativa sulla privacy/));
}

describe('sign-up page (spec 1 §2.4)', () => {
  it('validates with the shared schema and sends nothing while a field is wrong', async () => {
    const server = signupServer({ result: 'ok', message: 'x' });
    const app = renderApp('/auth/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crea il tuo Account' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Procedi' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
    expect(screen.getByText('Minimo 8 caratteri')).toBeTruthy();
    expect(screen.getByText("È necessario accettare l'informativa sulla privacy")).toBeTruthy();
    await app.user.type(screen.getByLabelText(/^Email/), 'non-una-email');
    await app.user.click(screen.getByRole('button', { name: 'Procedi' }));
    expect(await screen.findByText('Indirizzo email non valido')).toBeTruthy();
    expect(server.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('prefills from the query, sends the carried values with a fresh check, then tells about the e-mail', async () => {
    const server = signupServer({ result: 'ok', message: "Ti abbiamo inviato un'email di conferma." });
    const app = renderApp(
      '/auth/signup?name=Studio%20Neri&email=neri@studioneri.example&ref=/offers&afid=12&aftk=tok-aff&prospect_source=fiera&verified=maybe',
    );
    expect(((await screen.findByLabelText(/Nome e cognome/)) as HTMLInputElement).value).toBe('Studio Neri');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).readOnly).toBe(false);
    await fill(app, { name: '', email: '' });
    await app.user.click(screen.getByLabelText(/comunicazioni commerciali/));
    await app.user.click(screen.getByRole('button', { name: 'Procedi' }));
    expect((await screen.findByTestId('signup-done')).textContent).toBe("Ti abbiamo inviato un'email di conferma.");
    expect(screen.queryByRole('button', { name: 'Procedi' })).toBeNull();
    expect(server.callsTo('POST', '/api/auth/signup')[0]?.body).toEqual({
      ragione_sociale: 'Studio Neri',
      email: 'neri@studioneri.example',
      password: 'segreta-123',
      ack_privacy: true,
      ack_marketing: true,
      ref: '/offers',
      afid: '12',
      aftk: 'tok-aff',
      prospect_source: 'fiera',
      check: 'check-1',
    });
    // The login link keeps the visitor's query, without the sign-up's own prefills.
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/auth/login?ref=%2Foffers&afid=12&aftk=tok-aff&prospect_source=fiera&verified=maybe',
    );
    expect(app.location()).toContain('/auth/signup');
  });

  it('with an invitation: names the company, fixes the e-mail and follows the goto', async () => {
    const server = signupServer({ result: 'ok', goto: '/auth/accept-invite/invito-1' }, true);
    const app = renderApp('/auth/signup?antk=invito-1');
    expect(await screen.findByRole('heading', { level: 1, name: "Accetta l'invito di Bianchi & Figli" })).toBeTruthy();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('nuova@bianchiefigli.example'));
    expect(email.readOnly).toBe(true);
    await fill(app, { email: '' });
    await app.user.click(screen.getByRole('button', { name: 'Procedi' }));
    await waitFor(() => expect(app.location()).toBe('/auth/accept-invite/invito-1'));
    expect(server.callsTo('POST', '/api/auth/signup')[0]?.body).toMatchObject({
      email: 'nuova@bianchiefigli.example',
      antk: 'invito-1',
    });
  });

  it('shows the message that comes with a goto as a toast', async () => {
    signupServer({ result: 'ok', message: 'Conferma il tuo indirizzo.', goto: '/auth/login?antk=invito-1' });
    const app = renderApp('/auth/signup?antk=invito-1');
    await screen.findByRole('heading', { level: 1, name: "Accetta l'invito di Bianchi & Figli" });
    await fill(app, { email: '' });
    await app.user.click(screen.getByRole('button', { name: 'Procedi' }));
    await waitFor(() => expect(app.location()).toBe('/auth/login?antk=invito-1'));
    expect(toasts()).toContainEqual(['success', 'Conferma il tuo indirizzo.']);
  });

  it("shows a refusal's words and keeps the form", async () => {
    signupServer({ status: 409, body: { message: 'Esiste già un account con questo indirizzo email.' } });
    const app = renderApp('/auth/signup');
    await fill(app);
    await app.user.click(screen.getByRole('button', { name: 'Procedi' }));
    await waitFor(() => expect(toasts()).toEqual([['warning', 'Esiste già un account con questo indirizzo email.']]));
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeTruthy();
  });

  it("inside a frame: 'Iscriviti ora' and no way to the login", async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    signupServer({ result: 'ok', message: 'x' });
    renderApp('/auth/signup');
    expect(await screen.findByRole('button', { name: 'Iscriviti ora' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
  });
});
