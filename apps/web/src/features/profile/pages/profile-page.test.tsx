import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActiveSession, Profile } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { contabile, owner } from '../../../test/users.ts';

const PROFILE: Profile = {
  id: 1,
  username: 'owner',
  title: 'Dott.',
  firstname: 'Mario',
  lastname: 'Rossi',
  street: 'Corso Buenos Aires 45',
  postalcode: '20124',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  phone: '+39 02 2941 7730',
  mobile: '',
  mail: 'mario.rossi@example.test',
  newsletter_subscription: true,
  email_subscriptions: ['technical', 'billing', 'marketing'],
  grants: ['owner'],
  twofa: false,
};

const SESSIONS: ActiveSession[] = [
  { id: 'a'.repeat(24), current: true, ip: '127.0.0.1', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36', created_at: '2026-01-10T10:00:00.000Z', last_seen_at: '2026-01-10T11:00:00.000Z', remember: false },
  { id: 'b'.repeat(24), current: false, ip: '10.0.0.9', user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1', created_at: '2026-01-09T10:00:00.000Z', last_seen_at: '2026-01-09T12:00:00.000Z', remember: true },
];

const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

function profileServer(profile: Profile = PROFILE, extra: Parameters<typeof portalServer>[1] = {}, user = owner) {
  let saved = profile;
  return portalServer(user, {
    [`GET /rest/profile/${user.id}`]: () => ({ body: saved }),
    [`PUT /rest/profile/${user.id}`]: (call) => {
      saved = { ...saved, ...(call.body as Partial<Profile>) };
      return { body: saved };
    },
    'GET /rest/sessions': { body: SESSIONS },
    'GET /rest/login_history': { body: [{ at: '2026-01-10T10:00:00.000Z', ip: '127.0.0.1', user_agent: null }] },
    ...extra,
  });
}

describe('profile page (spec 2 Profile, §5, §8)', () => {
  it("saves the personal data with 'Profilo aggiornato correttamente.'", async () => {
    const api = profileServer();
    const app = renderApp('/profile');
    const mobile = await screen.findByRole('textbox', { name: 'Cellulare' });
    await app.user.type(mobile, '+39 333 1234567');
    await app.user.click(screen.getByTestId('newsletter'));
    await app.user.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(toasts()).toContain('Profilo aggiornato correttamente.'));
    expect(api.callsTo('PUT', '/rest/profile/1')[0]?.body).toMatchObject({ mobile: '+39 333 1234567', newsletter_subscription: false, mail: 'mario.rossi@example.test' });
  });

  it('checks the limits in the browser and shows the failure text of spec 2 §8', async () => {
    const api = profileServer(PROFILE, { 'PUT /rest/profile/1': { status: 500, body: { message: 'Errore' } } });
    const app = renderApp('/profile');
    const mail = await screen.findByRole('textbox', { name: /^Email/ });
    await app.user.clear(mail);
    await app.user.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    await app.user.type(mail, 'non-valida');
    await app.user.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByText('Indirizzo email non valido')).toBeTruthy();
    expect(api.callsTo('PUT', '/rest/profile/1')).toHaveLength(0);
    await app.user.clear(mail);
    await app.user.type(mail, 'mario@example.test');
    await app.user.click(screen.getByTestId('profile-submit'));
    await waitFor(() =>
      expect(toasts()).toContain('Errore: profilo non aggiornato. Contatta il nostro supporto per maggiori informazioni.'),
    );
  });

  it('lets a non-owner only switch subscriptions off', async () => {
    profileServer({ ...PROFILE, id: 4, grants: ['billing'], email_subscriptions: ['billing'] }, {}, contabile);
    renderApp('/profile');
    const billing = (await screen.findByTestId('subscription-billing')) as HTMLInputElement;
    expect(billing.disabled).toBe(false);
    expect((screen.getByTestId('subscription-technical') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('subscription-marketing') as HTMLInputElement).disabled).toBe(true);
  });

  it('changes the password: both fields, at least 8 characters, the same', async () => {
    const api = profileServer(PROFILE, {
      'PUT /rest/login/1': { body: { result: 'ok', message: 'Password modificata correttamente.' } },
    });
    const app = renderApp('/profile');
    const form = await screen.findByTestId('password-form');
    await app.user.type(within(form).getByLabelText(/^Nuova password/), 'corta');
    await app.user.click(within(form).getByTestId('password-submit'));
    expect(await within(form).findByText('Minimo 8 caratteri')).toBeTruthy();
    await app.user.clear(within(form).getByLabelText(/^Nuova password/));
    await app.user.type(within(form).getByLabelText(/^Nuova password/), 'password-nuova');
    await app.user.type(within(form).getByLabelText(/^Conferma password/), 'password-altra');
    await app.user.click(within(form).getByTestId('password-submit'));
    expect(await within(form).findByText('Le password non coincidono')).toBeTruthy();
    expect(api.callsTo('PUT', '/rest/login/1')).toHaveLength(0);
    await app.user.clear(within(form).getByLabelText(/^Conferma password/));
    await app.user.type(within(form).getByLabelText(/^Conferma password/), 'password-nuova');
    await app.user.click(within(form).getByTestId('password-submit'));
    await waitFor(() => expect(toasts()).toContain('Password modificata correttamente.'));
    expect(api.callsTo('PUT', '/rest/login/1')[0]?.body).toEqual({ password: 'password-nuova', password_confirm: 'password-nuova' });
  });

  it('enables two-factor authentication with the QR code and a code; cancel leaves the switch off', async () => {
    const uri = 'otpauth://totp/Demo:owner?secret=JBSWY3DPEHPK3PXP&issuer=Demo';
    const api = profileServer(PROFILE, {
      'GET /api/auth/totp': { body: { uri, secret: 'JBSWY3DPEHPK3PXP' } },
      'POST /api/auth/totp': (call) =>
        (call.body as { totp: string }).totp === '123456'
          ? { body: { result: 'ok', message: 'Autenticazione a due fattori attivata' } }
          : { status: 422, body: { message: 'Codice non valido o già usato', errors: { totp: 'Codice non valido o già usato' } } },
    });
    const app = renderApp('/profile');
    const toggle = (await screen.findByTestId('twofa-switch')) as HTMLInputElement;
    await app.user.click(toggle);
    const qr = (await screen.findByTestId('twofa-qr')) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(`/qrcode/${encodeURIComponent(uri)}.png`);
    await app.user.click(screen.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByTestId('twofa-qr')).toBeNull());
    expect(toggle.checked).toBe(false);

    await app.user.click(toggle);
    await screen.findByTestId('twofa-qr');
    await app.user.click(screen.getByTestId('twofa-confirm'));
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    await app.user.type(screen.getByTestId('twofa-code'), '654321');
    await app.user.click(screen.getByTestId('twofa-confirm'));
    expect(await screen.findByText('Codice non valido o già usato')).toBeTruthy();
    await app.user.clear(screen.getByTestId('twofa-code'));
    await app.user.type(screen.getByTestId('twofa-code'), '123 456');
    await app.user.click(screen.getByTestId('twofa-confirm'));
    await waitFor(() => expect(toasts()).toContain('Autenticazione a due fattori attivata'));
    expect(api.callsTo('POST', '/api/auth/totp').at(-1)?.body).toEqual({ totp: '123456' });
  });

  it('lists the sessions and ends another one after a confirmation', async () => {
    const api = profileServer(PROFILE, { [`DELETE /rest/sessions/${'b'.repeat(24)}`]: { body: { result: 'ok', message: 'Sessione terminata' } } });
    const app = renderApp('/profile');
    const other = await screen.findByTestId('session-other');
    expect(within(other).getByText('Safari · iOS')).toBeTruthy();
    expect(within(screen.getByTestId('session-current')).getByText('Questa sessione')).toBeTruthy();
    await app.user.click(within(other).getByTestId('end-session'));
    await app.user.click(await screen.findByTestId('confirm-end-session'));
    await waitFor(() => expect(api.callsTo('DELETE', `/rest/sessions/${'b'.repeat(24)}`)).toHaveLength(1));
    expect(within(screen.getByTestId('login-history')).getByText('127.0.0.1')).toBeTruthy();
  });
});

describe('change password page (/reset_password)', () => {
  it('changes the password of the signed-in user', async () => {
    const api = portalServer(owner, { 'PUT /rest/login/1': { body: { result: 'ok', message: 'Password modificata correttamente.' } } });
    const app = renderApp('/reset_password');
    const form = await screen.findByTestId('password-form');
    await app.user.type(within(form).getByLabelText(/^Nuova password/), 'password-nuova');
    await app.user.type(within(form).getByLabelText(/^Conferma password/), 'password-nuova');
    await app.user.click(within(form).getByTestId('password-submit'));
    await waitFor(() => expect(api.callsTo('PUT', '/rest/login/1')).toHaveLength(1));
  });
});
