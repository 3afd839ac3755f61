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
  pending_mail: null,
  password_reset: false,
};

const SESSIONS: ActiveSession[] = [
  {
    id: 'a'.repeat(24),
    current: true,
    ip: '127.0.0.1',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
    created_at: '2026-01-10T10:00:00.000Z',
    last_seen_at: '2026-01-10T11:00:00.000Z',
    remember: false,
  },
  {
    id: 'b'.repeat(24),
    current: false,
    ip: '10.0.0.9',
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
    created_at: '2026-01-09T10:00:00.000Z',
    last_seen_at: '2026-01-09T12:00:00.000Z',
    remember: true,
  },
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
    'GET /rest/login_history': {
      body: {
        items: [{ at: '2026-01-10T10:00:00.000Z', ip: '127.0.0.1', user_agent: null }],
        page: 1,
        size: 10,
        total: 1,
      },
    },
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
    expect(api.callsTo('PUT', '/rest/profile/1')[0]?.body).toMatchObject({
      mobile: '+39 333 1234567',
      newsletter_subscription: false,
      mail: 'mario.rossi@example.test',
    });
  });

  it('chooses the country from the same list as the billing form, on a form-width page (issue 14 item 8)', async () => {
    const api = profileServer();
    const app = renderApp('/profile');
    const country = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Paese' });
    await waitFor(() => expect(country.value).toBe('Italia'));
    await app.user.clear(country);
    await app.user.type(country, 'Svizz');
    await app.user.click(await screen.findByRole('option', { name: 'Svizzera' }));
    await app.user.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(api.callsTo('PUT', '/rest/profile/1')[0]?.body).toMatchObject({ country: 'CH' }));
    expect(screen.getByTestId('profile-page').dataset.pageWidth).toBe('form');
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
      expect(toasts()).toContain(
        'Errore: profilo non aggiornato. Contatta il nostro supporto per maggiori informazioni.',
      ),
    );
  });

  it('lets a non-owner only switch subscriptions off', async () => {
    profileServer({ ...PROFILE, id: 4, grants: ['billing'], email_subscriptions: ['billing'] }, {}, contabile);
    renderApp('/profile');
    const billing = (await screen.findByTestId('subscription-billing')) as HTMLInputElement;
    expect(billing.disabled).toBe(false);
    expect((screen.getByTestId('subscription-technical') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('subscription-marketing') as HTMLInputElement).disabled).toBe(true);
    // The words of the server's refusal (the domain's policy).
    expect(screen.getByTestId('subscriptions-hint').textContent).toBe(
      'Solo il titolare può aggiungere iscrizioni alle notifiche email',
    );
  });

  it('changes the password: the current one, then both fields, at least 8 characters, the same', async () => {
    const api = profileServer(PROFILE, {
      'PUT /rest/login/1': (call) =>
        (call.body as { current_password: string }).current_password === 'demo12345'
          ? { body: { result: 'ok', message: 'Password modificata correttamente.' } }
          : {
              status: 422,
              body: {
                message: 'Password attuale non corretta',
                errors: { current_password: 'Password attuale non corretta' },
              },
            },
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
    await app.user.type(within(form).getByLabelText(/^Password attuale/), 'sbagliata');
    await app.user.click(within(form).getByTestId('password-submit'));
    expect(await within(form).findByText('Password attuale non corretta')).toBeTruthy();
    // Said at the field: no toast sending the user to support for a mistyped password.
    expect(toasts().some((text) => String(text).includes('Contatta il nostro supporto'))).toBe(false);
    // Two-factor is off: no code is asked.
    expect(within(form).queryByLabelText(/^Codice di autenticazione/)).toBeNull();
    await app.user.clear(within(form).getByLabelText(/^Password attuale/));
    await app.user.type(within(form).getByLabelText(/^Password attuale/), 'demo12345');
    await app.user.click(within(form).getByTestId('password-submit'));
    await waitFor(() => expect(toasts()).toContain('Password modificata correttamente.'));
    expect(api.callsTo('PUT', '/rest/login/1').at(-1)?.body).toEqual({
      current_password: 'demo12345',
      totp: '',
      password: 'password-nuova',
      password_confirm: 'password-nuova',
    });
  });

  it('asks for a current code with the password when two-factor authentication is on, and says when the account is locked', async () => {
    const locked =
      'Troppi tentativi di accesso falliti per questo utente. Riprova tra 60 minuti, oppure accedi con il link di «Password dimenticata?».';
    const api = profileServer(
      { ...PROFILE, twofa: true },
      { 'PUT /rest/login/1': { status: 429, body: { message: locked, reason: 'account_locked' } } },
    );
    const app = renderApp('/profile');
    const form = await screen.findByTestId('password-form');
    await app.user.type(within(form).getByLabelText(/^Password attuale/), 'demo12345');
    await app.user.type(within(form).getByLabelText(/^Codice di autenticazione/), '123 456');
    await app.user.type(within(form).getByLabelText(/^Nuova password/), 'password-nuova');
    await app.user.type(within(form).getByLabelText(/^Conferma password/), 'password-nuova');
    await app.user.click(within(form).getByTestId('password-submit'));
    await waitFor(() => expect(toasts()).toContain(locked));
    expect(api.callsTo('PUT', '/rest/login/1')[0]?.body).toMatchObject({
      current_password: 'demo12345',
      totp: '123456',
    });
  });

  it('asks for the current password for a new address, then shows it waiting for its link', async () => {
    const api = profileServer(PROFILE, {
      'PUT /rest/profile/1': (call) => {
        const body = call.body as Profile & { current_password: string };
        if (body.current_password === '') {
          const message = 'Inserisci la password attuale per confermare la modifica';
          return {
            status: 422,
            body: { message, reason: 'current_password_required', errors: { current_password: message } },
          };
        }
        return { body: { ...PROFILE, pending_mail: body.mail } };
      },
    });
    const app = renderApp('/profile');
    const mail = await screen.findByRole('textbox', { name: /^Email/ });
    expect(screen.queryByTestId('mail-reauthentication')).toBeNull();
    await app.user.clear(mail);
    await app.user.type(mail, 'mario@nuovo.example');
    const reauthentication = await screen.findByTestId('mail-reauthentication');
    expect(within(reauthentication).queryByLabelText(/^Codice di autenticazione/)).toBeNull();
    await app.user.click(screen.getByTestId('profile-submit'));
    expect(
      await within(reauthentication).findByText('Inserisci la password attuale per confermare la modifica'),
    ).toBeTruthy();
    await app.user.type(within(reauthentication).getByLabelText(/^Password attuale/), 'demo12345');
    await app.user.click(screen.getByTestId('profile-submit'));
    await waitFor(() =>
      expect(toasts()).toContain(
        "Ti abbiamo inviato un link a mario@nuovo.example: l'indirizzo cambia quando lo apri.",
      ),
    );
    expect(api.callsTo('PUT', '/rest/profile/1').at(-1)?.body).toMatchObject({
      mail: 'mario@nuovo.example',
      current_password: 'demo12345',
    });
    // The saved address stays until the link is opened; the new one waits.
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe(
      'mario.rossi@example.test',
    );
    expect(screen.getByTestId('pending-mail').textContent).toContain(
      'Nuovo indirizzo in attesa di conferma: mario@nuovo.example.',
    );
    expect(screen.queryByTestId('mail-reauthentication')).toBeNull();
  });

  it('sends no password when the address stays, whatever its letters', async () => {
    const api = profileServer({ ...PROFILE, twofa: true });
    const app = renderApp('/profile');
    const mail = await screen.findByRole('textbox', { name: /^Email/ });
    await app.user.clear(mail);
    await app.user.type(mail, 'Mario.Rossi@example.test');
    expect(screen.queryByTestId('mail-reauthentication')).toBeNull();
    await app.user.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(api.callsTo('PUT', '/rest/profile/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/rest/profile/1')[0]?.body).toMatchObject({
      mail: 'Mario.Rossi@example.test',
      current_password: '',
      totp: '',
    });
  });

  it('asks for the code too for a new address when two-factor authentication is on', async () => {
    profileServer({ ...PROFILE, twofa: true });
    const app = renderApp('/profile');
    const mail = await screen.findByRole('textbox', { name: /^Email/ });
    await app.user.type(mail, 'x');
    const reauthentication = await screen.findByTestId('mail-reauthentication');
    expect(within(reauthentication).getByLabelText(/^Password attuale/)).toBeTruthy();
    expect(within(reauthentication).getByLabelText(/^Codice di autenticazione/)).toBeTruthy();
  });

  it('confirms a new address with the token of its link, once, and takes it out of the address bar', async () => {
    const api = profileServer(PROFILE, {
      'POST /rest/profile/1/mail': {
        body: { result: 'ok', message: 'Indirizzo email confermato: ora è mario@nuovo.example.' },
      },
    });
    const app = renderApp('/profile?mail_token=abc123');
    await waitFor(() => expect(toasts()).toContain('Indirizzo email confermato: ora è mario@nuovo.example.'));
    expect(api.callsTo('POST', '/rest/profile/1/mail').map((c) => c.body)).toEqual([{ token: 'abc123' }]);
    expect(app.location()).toBe('/profile');
  });

  it('shows the confirmed address though the profile read at load answered after the confirmation, with the old one', async () => {
    let confirmed: () => void = () => undefined;
    const afterConfirmation = new Promise<void>((resolve) => (confirmed = resolve));
    let reads = 0;
    profileServer(PROFILE, {
      // The first read left before the confirmation and comes back after it, with the address of before.
      'GET /rest/profile/1': async () => {
        reads += 1;
        if (reads === 1) {
          await afterConfirmation;
          return { body: PROFILE };
        }
        return { body: { ...PROFILE, mail: 'mario@nuovo.example' } };
      },
      'POST /rest/profile/1/mail': () => {
        setTimeout(confirmed, 0);
        return { body: { result: 'ok', message: 'Indirizzo email confermato: ora è mario@nuovo.example.' } };
      },
    });
    renderApp('/profile?mail_token=abc123');
    await waitFor(() => expect(toasts()).toContain('Indirizzo email confermato: ora è mario@nuovo.example.'));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe('mario@nuovo.example'),
    );
  });

  it("shows the server's words when the link is not valid", async () => {
    profileServer(PROFILE, {
      'POST /rest/profile/1/mail': {
        status: 422,
        body: { message: 'Il link di conferma non è valido o è scaduto.', reason: 'invalid_token' },
      },
    });
    renderApp('/profile?mail_token=usato');
    await waitFor(() => expect(toasts()).toContain('Il link di conferma non è valido o è scaduto.'));
  });

  it('enables two-factor authentication with the QR code and a code; cancel leaves the switch off', async () => {
    const uri = 'otpauth://totp/Demo:owner?secret=JBSWY3DPEHPK3PXP&issuer=Demo';
    const api = profileServer(PROFILE, {
      'GET /api/auth/totp': { body: { uri, secret: 'JBSWY3DPEHPK3PXP' } },
      'POST /api/auth/totp': (call) =>
        (call.body as { totp: string }).totp === '123456'
          ? {
              body: {
                result: 'ok',
                message: 'Autenticazione a due fattori attivata',
                recovery_codes: ['abcde-fghjk', 'mnpqr-stuvw'],
              },
            }
          : {
              status: 422,
              body: { message: 'Codice non valido o già usato', errors: { totp: 'Codice non valido o già usato' } },
            },
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
    await app.user.type(screen.getByTestId('twofa-password'), 'demo12345');
    await app.user.type(screen.getByTestId('twofa-code'), '654321');
    await app.user.click(screen.getByTestId('twofa-confirm'));
    expect(await screen.findByText('Codice non valido o già usato')).toBeTruthy();
    await app.user.clear(screen.getByTestId('twofa-code'));
    await app.user.type(screen.getByTestId('twofa-code'), '123 456');
    await app.user.click(screen.getByTestId('twofa-confirm'));
    await waitFor(() => expect(toasts()).toContain('Autenticazione a due fattori attivata'));
    expect(api.callsTo('POST', '/api/auth/totp').at(-1)?.body).toEqual({
      totp: '123456',
      current_password: 'demo12345',
    });
    // The recovery codes, this once.
    expect((await screen.findByTestId('recovery-codes-list')).textContent).toBe('abcde-fghjk\nmnpqr-stuvw');
    await app.user.click(screen.getByTestId('recovery-codes-done'));
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
  });

  it('makes new recovery codes with the password and a code, and shows them once', async () => {
    const api = profileServer(
      { ...PROFILE, twofa: true },
      {
        'POST /api/auth/recoverycodes': {
          body: { result: 'ok', message: 'Nuovi codici di recupero generati', recovery_codes: ['zzzzz-yyyyy'] },
        },
      },
    );
    const app = renderApp('/profile');
    await app.user.click(await screen.findByTestId('twofa-remake'));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovi codici di recupero' });
    await app.user.type(within(dialog).getByLabelText(/^Password attuale/), 'demo12345');
    await app.user.click(within(dialog).getByTestId('twofa-confirm'));
    expect(await within(dialog).findByText('Campo obbligatorio')).toBeTruthy();
    await app.user.type(within(dialog).getByLabelText(/^Codice dell'app o codice di recupero/), 'abcde-fghjk');
    await app.user.click(within(dialog).getByTestId('twofa-confirm'));
    expect((await screen.findByTestId('recovery-codes-list')).textContent).toBe('zzzzz-yyyyy');
    expect(api.callsTo('POST', '/api/auth/recoverycodes').at(-1)?.body).toEqual({
      totp: 'abcde-fghjk',
      current_password: 'demo12345',
    });
  });

  it('disables two-factor authentication with the current password and a code; a wrong password shows on its field', async () => {
    const api = profileServer(
      { ...PROFILE, twofa: true },
      {
        'POST /api/auth/disabletotp': (call) =>
          (call.body as { current_password: string }).current_password === 'demo12345'
            ? { body: { result: 'ok', message: 'Autenticazione a due fattori disattivata' } }
            : {
                status: 422,
                body: {
                  message: 'Password attuale non corretta',
                  errors: { current_password: 'Password attuale non corretta' },
                },
              },
      },
    );
    const app = renderApp('/profile');
    await app.user.click(await screen.findByTestId('twofa-switch'));
    const dialog = await screen.findByRole('dialog', { name: "Disattiva l'autenticazione a due fattori" });
    await app.user.type(within(dialog).getByLabelText(/^Password attuale/), 'sbagliata');
    await app.user.type(within(dialog).getByLabelText(/^Codice dell'app o codice di recupero/), '123456');
    await app.user.click(within(dialog).getByTestId('twofa-confirm'));
    expect(await within(dialog).findByText('Password attuale non corretta')).toBeTruthy();
    await app.user.clear(within(dialog).getByLabelText(/^Password attuale/));
    await app.user.type(within(dialog).getByLabelText(/^Password attuale/), 'demo12345');
    await app.user.click(within(dialog).getByTestId('twofa-confirm'));
    await waitFor(() => expect(toasts()).toContain('Autenticazione a due fattori disattivata'));
    expect(api.callsTo('POST', '/api/auth/disabletotp').at(-1)?.body).toEqual({
      totp: '123456',
      current_password: 'demo12345',
    });
  });

  it('lists the sessions and ends another one after a confirmation', async () => {
    const api = profileServer(PROFILE, {
      [`DELETE /rest/sessions/${'b'.repeat(24)}`]: { body: { result: 'ok', message: 'Sessione terminata' } },
    });
    const app = renderApp('/profile');
    const other = await screen.findByTestId('session-other');
    expect(within(other).getByText('Safari · iOS')).toBeTruthy();
    expect(within(screen.getByTestId('session-current')).getByText('Questa sessione')).toBeTruthy();
    await app.user.click(within(other).getByTestId('end-session'));
    await app.user.click(await screen.findByTestId('confirm-end-session'));
    await waitFor(() => expect(api.callsTo('DELETE', `/rest/sessions/${'b'.repeat(24)}`)).toHaveLength(1));
    expect(await within(screen.getByTestId('login-history')).findByText('127.0.0.1')).toBeTruthy();
  });

  it('pages the sign-in history on the server, newest first, the page in the URL', async () => {
    const entry = (n: number) => ({
      at: `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`,
      ip: `10.0.0.${n}`,
      user_agent: null,
    });
    const api = profileServer(PROFILE, {
      'GET /rest/login_history': (call) => {
        const page = Number(call.query.get('page'));
        return {
          body: { items: page === 2 ? [entry(2), entry(1)] : [entry(12), entry(11)], page, size: 10, total: 12 },
        };
      },
    });
    const app = renderApp('/profile');
    const history = await screen.findByTestId('login-history');
    expect(await within(history).findByText('10.0.0.12')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', '/rest/login_history')[0]!.query)).toEqual({ page: '1', sort: '-at' });
    await app.user.click(within(history).getByRole('button', { name: 'Pagina 2' }));
    expect(await within(history).findByText('10.0.0.1')).toBeTruthy();
    expect(app.location()).toBe('/profile?history_page=2');
  });
});

describe('change password page (/reset_password)', () => {
  it('changes the password of the signed-in user with the current one', async () => {
    const api = profileServer(PROFILE, {
      'PUT /rest/login/1': { body: { result: 'ok', message: 'Password modificata correttamente.' } },
    });
    const app = renderApp('/reset_password');
    const form = await screen.findByTestId('password-form');
    await app.user.type(within(form).getByLabelText(/^Password attuale/), 'demo12345');
    await app.user.type(within(form).getByLabelText(/^Nuova password/), 'password-nuova');
    await app.user.type(within(form).getByLabelText(/^Conferma password/), 'password-nuova');
    await app.user.click(within(form).getByTestId('password-submit'));
    await waitFor(() => expect(api.callsTo('PUT', '/rest/login/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/rest/login/1')[0]?.body).toMatchObject({ current_password: 'demo12345' });
  });

  it('asks for no current password right after the forgotten-password link signed in, and asks again after the change', async () => {
    let reset = true;
    const api = profileServer(
      { ...PROFILE, twofa: true },
      {
        [`GET /rest/profile/${owner.id}`]: () => ({ body: { ...PROFILE, twofa: true, password_reset: reset } }),
        'PUT /rest/login/1': () => {
          reset = false;
          return { body: { result: 'ok', message: 'Password modificata correttamente.' } };
        },
      },
    );
    const app = renderApp('/reset_password');
    const form = await screen.findByTestId('password-form');
    expect(within(form).queryByLabelText(/^Password attuale/)).toBeNull();
    expect(within(form).queryByLabelText(/^Codice di autenticazione/)).toBeNull();
    await app.user.type(within(form).getByLabelText(/^Nuova password/), 'password-nuova');
    await app.user.type(within(form).getByLabelText(/^Conferma password/), 'password-nuova');
    await app.user.click(within(form).getByTestId('password-submit'));
    await waitFor(() => expect(toasts()).toContain('Password modificata correttamente.'));
    expect(api.callsTo('PUT', '/rest/login/1')[0]?.body).toMatchObject({
      password: 'password-nuova',
      current_password: '',
    });
    expect(await within(form).findByLabelText(/^Password attuale/)).toBeTruthy();
  });
});
