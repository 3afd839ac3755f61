import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyUser, PendingInvite } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';
import type { UserInfo } from '@sportello/domain';

const USERS: CompanyUser[] = [
  {
    id: 1,
    mail: 'owner@example.test',
    firstname: 'Mario',
    lastname: 'Rossi',
    username: 'owner',
    grants: ['owner'],
    email_subscriptions: ['technical', 'billing', 'marketing'],
  },
  {
    id: 3,
    mail: 'giulia@example.test',
    firstname: 'Giulia',
    lastname: 'Ferri',
    username: 'tecnico',
    grants: ['developer'],
    email_subscriptions: ['technical'],
  },
];
const INVITES: PendingInvite[] = [
  {
    email: 'nuovo@example.test',
    firstname: '',
    lastname: '',
    grants: ['sales'],
    email_subscriptions: [],
    expires_at: '2030-01-01T00:00:00.000Z',
    expired: false,
  },
];

const page = <T,>(items: T[], total = items.length) => ({ body: { items, page: 1, size: 10, total } });

function server(extra: Parameters<typeof portalServer>[1] = {}) {
  return portalServer(owner, { 'GET /rest/users': page(USERS), 'GET /rest/invites': page(INVITES), ...extra });
}

describe('users page (spec 3 §2, §5)', () => {
  it('lists users and invitations; the owner cannot be removed', async () => {
    server();
    renderApp('/users');
    const ownerRow = await screen.findByTestId('user-row-owner');
    expect(within(ownerRow).getByText('Proprietario')).toBeTruthy();
    expect(within(ownerRow).getByText('Tu')).toBeTruthy();
    expect(within(ownerRow).queryByText('Rimuovi')).toBeNull();
    expect(within(ownerRow).queryByText("Esci dall'azienda")).toBeNull();
    expect(within(screen.getByTestId('user-row-tecnico')).getByText('Rimuovi')).toBeTruthy();
    expect(within(screen.getByTestId('invite-row-nuovo@example.test')).getByText('Invito in attesa')).toBeTruthy();
  });

  it('invites: at least one grant or copy, admin clears the others, confirmation before sending', async () => {
    const api = server({ 'POST /rest/invites': { body: { result: 'ok' } } });
    const app = renderApp('/users');
    await app.user.click(await screen.findByTestId('open-invite'));
    await app.user.type(await screen.findByTestId('invite-email'), 'collega@example.test');
    await app.user.click(screen.getByTestId('invite-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Attiva almeno una tipologia di permessi o di notifiche',
    );

    await app.user.click(screen.getByTestId('grant-billing'));
    await app.user.click(screen.getByTestId('grant-admin'));
    expect((screen.getByTestId('grant-billing') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('grant-billing') as HTMLInputElement).checked).toBe(true);
    await app.user.click(screen.getByTestId('subscription-technical'));
    await app.user.click(screen.getByTestId('invite-submit'));
    expect(api.callsTo('POST', '/rest/invites')).toHaveLength(0);
    expect((await screen.findByTestId('invite-confirm')).textContent).toContain('collega@example.test');
    await app.user.click(screen.getByTestId('confirm-invite'));
    await waitFor(() => expect(api.callsTo('POST', '/rest/invites')).toHaveLength(1));
    expect(api.callsTo('POST', '/rest/invites')[0]?.body).toEqual({
      email: 'collega@example.test',
      grants: ['admin'],
      email_subscriptions: ['technical'],
    });
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => n.message)).toContain(
        'Invito inviato a collega@example.test',
      ),
    );
  });

  it("puts the server's refusal on the e-mail field", async () => {
    server({
      'POST /rest/invites': {
        status: 409,
        body: {
          message: 'x',
          reason: 'already_member',
          errors: { email: "L'indirizzo appartiene già a un utente dell'azienda" },
        },
      },
    });
    const app = renderApp('/users');
    await app.user.click(await screen.findByTestId('open-invite'));
    await app.user.type(await screen.findByTestId('invite-email'), 'giulia@example.test');
    await app.user.click(screen.getByTestId('grant-sales'));
    await app.user.click(screen.getByTestId('invite-submit'));
    await app.user.click(await screen.findByTestId('confirm-invite'));
    expect(await screen.findByText("L'indirizzo appartiene già a un utente dell'azienda")).toBeTruthy();
  });

  it("edits a user's grants with PUT /rest/users/{id}", async () => {
    const api = server({ 'PUT /rest/users/3': { body: { result: 'ok' } } });
    const app = renderApp('/users');
    await app.user.click(await screen.findByRole('button', { name: 'Modifica i permessi di Giulia Ferri' }));
    await app.user.click(await screen.findByTestId('grant-sales'));
    await app.user.click(screen.getByTestId('access-save'));
    await waitFor(() => expect(api.callsTo('PUT', '/rest/users/3')).toHaveLength(1));
    expect(api.callsTo('PUT', '/rest/users/3')[0]?.body).toEqual({
      grants: ['developer', 'sales'],
      email_subscriptions: ['technical'],
    });
  });

  it('removes a user and cancels an invitation only after confirming', async () => {
    const api = server({
      'DELETE /rest/users/3': { body: { result: 'ok' } },
      'DELETE /rest/invites/nuovo%40example.test': { body: { result: 'ok' } },
    });
    const app = renderApp('/users');
    const trigger = await screen.findByRole('button', { name: 'Rimuovi Giulia Ferri' });
    await app.user.click(trigger);
    expect(api.callsTo('DELETE', '/rest/users/3')).toHaveLength(0);
    // Issue 14 item 10: the trigger is an outlined red button; solid red is kept for the confirmation step.
    const confirmRemove = await screen.findByTestId('confirm-action');
    const background = (button: HTMLElement) => button.style.getPropertyValue('--button-bg');
    expect(background(trigger)).toBe('transparent');
    expect(background(confirmRemove)).toBe('var(--mantine-color-red-filled)');
    await app.user.click(confirmRemove);
    await waitFor(() => expect(api.callsTo('DELETE', '/rest/users/3')).toHaveLength(1));

    await app.user.click(screen.getByRole('button', { name: 'Annulla invito per nuovo@example.test' }));
    await app.user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(api.callsTo('DELETE', '/rest/invites/nuovo%40example.test')).toHaveLength(1));
  });

  it('an admin who is not the owner may leave the company, after confirming, and is signed out', async () => {
    const admin: UserInfo = { ...owner, id: 3, username: 'tecnico', grants: ['admin'] };
    let signedIn = true;
    const api = portalServer(admin, {
      'GET /api/dashboard/userinfo': () =>
        signedIn ? { body: admin } : { status: 401, body: { message: 'Sessione scaduta' } },
      'GET /rest/users': page(USERS),
      'GET /rest/invites': page([]),
      'DELETE /rest/users/3': { body: { result: 'ok' } },
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { body: { result: 'ok' } };
      },
    });
    const app = renderApp('/users');
    const self = await screen.findByTestId('user-row-tecnico');
    await app.user.click(within(self).getByText("Esci dall'azienda"));
    await app.user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/rest/users/3')).toHaveLength(1);
    await waitFor(() => expect(app.location()).toMatch(/^\/auth\/login/));
  });

  it('shows the error state of the list that cannot be loaded, and the other list', async () => {
    server({ 'GET /rest/users': { status: 500, body: { message: 'x' } } });
    renderApp('/users');
    expect(await within(await screen.findByTestId('users-section')).findByTestId('list-error')).toBeTruthy();
    expect(
      await within(await screen.findByTestId('invites-section')).findByTestId('invite-row-nuovo@example.test'),
    ).toBeTruthy();
  });

  it('pages, sorts and filters each list on the server, each with its own URL parameters', async () => {
    const api = server({
      'GET /rest/users': (call) => page(call.query.get('page') === '2' ? [USERS[1]!] : [USERS[0]!], 12),
      'GET /rest/invites': page(INVITES, 1),
    });
    const app = renderApp('/users?inv_q=nuovo');
    const users = await screen.findByTestId('users-section');
    const invites = await screen.findByTestId('invites-section');
    expect(await within(users).findByTestId('user-row-owner')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', '/rest/users')[0]!.query)).toEqual({
      page: '1',
      sort: 'name',
      size: '10',
    });
    expect(Object.fromEntries(api.callsTo('GET', '/rest/invites')[0]!.query)).toEqual({
      page: '1',
      sort: '-created_at',
      size: '10',
      q: 'nuovo',
    });
    expect((within(invites).getByRole('searchbox', { name: 'Filtra gli inviti' }) as HTMLInputElement).value).toBe(
      'nuovo',
    );

    await app.user.click(within(users).getByRole('button', { name: 'Pagina 2' }));
    expect(await within(users).findByTestId('user-row-tecnico')).toBeTruthy();
    expect(app.location()).toBe('/users?inv_q=nuovo&users_page=2');

    await app.user.selectOptions(within(users).getByRole('combobox', { name: 'Ordina per' }), 'Nome utente');
    await waitFor(() => expect(api.callsTo('GET', '/rest/users').at(-1)?.query.get('sort')).toBe('username'));
    expect(app.location()).toBe('/users?inv_q=nuovo&users_sort=username');

    await app.user.type(within(users).getByRole('searchbox', { name: 'Filtra gli utenti' }), 'ferri');
    await waitFor(() => expect(api.callsTo('GET', '/rest/users').at(-1)?.query.get('q')).toBe('ferri'));
    expect(app.location()).toBe('/users?inv_q=nuovo&users_sort=username&users_q=ferri');
    expect(
      api
        .callsTo('GET', '/rest/invites')
        .every((call) => call.query.get('q') === 'nuovo' && !call.query.has('users_q')),
    ).toBe(true);
  });

  it('says which list is empty, and when the filter is what empties it', async () => {
    server({ 'GET /rest/invites': page([]) });
    renderApp('/users?inv_q=zzz');
    expect((await within(await screen.findByTestId('invites-section')).findByTestId('list-empty')).textContent).toBe(
      'Nessun invito corrisponde al filtro',
    );
  });

  it('offers to remove only those the policy lets go: an owner never, anyone else by an administrator', async () => {
    const admin: UserInfo = { ...owner, id: 9, username: 'capo', grants: ['admin'] };
    const OWNER_AND_ADMIN: CompanyUser[] = [
      USERS[0]!,
      { ...USERS[1]!, id: 9, username: 'capo', grants: ['admin'] },
      { ...USERS[1]!, id: 4, username: 'altro' },
    ];
    portalServer(admin, { 'GET /rest/users': page(OWNER_AND_ADMIN), 'GET /rest/invites': page([]) });
    renderApp('/users');
    const ownerRow = await screen.findByTestId('user-row-owner');
    expect(within(ownerRow).queryByRole('button', { name: /^Rimuovi/ })).toBeNull();
    expect(within(ownerRow).queryByText("Esci dall'azienda")).toBeNull();
    expect(within(screen.getByTestId('user-row-capo')).getByText("Esci dall'azienda")).toBeTruthy();
    expect(within(screen.getByTestId('user-row-altro')).getByRole('button', { name: /^Rimuovi/ })).toBeTruthy();
  });
});
