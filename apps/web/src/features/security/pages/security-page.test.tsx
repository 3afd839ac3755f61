import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { tecnico } from '../../../test/users.ts';

const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

describe('IP unblock (spec 3 §2, §8)', () => {
  it('prefills the detected address and says when matches were unblocked', async () => {
    const api = portalServer(tecnico, {
      'GET /rest/ip': { body: { ip: '203.0.113.9' } },
      'DELETE /rest/ip-ban/203.0.113.9': { body: true },
    });
    const app = renderApp('/security');
    const field = (await screen.findByTestId('unblock-ip')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('203.0.113.9'));
    expect(screen.getByTestId('tickets-link').getAttribute('href')).toBe('/tickets');
    await app.user.click(screen.getByTestId('unblock-submit'));
    await waitFor(() => expect(toasts()).toContain('Le corrispondenze trovate sono state sbloccate'));
    expect(api.callsTo('DELETE', '/rest/ip-ban/203.0.113.9')).toHaveLength(1);
  });

  it('warns when nothing matched, for an address typed by hand', async () => {
    portalServer(tecnico, {
      'GET /rest/ip': { body: { ip: '203.0.113.9' } },
      'DELETE /rest/ip-ban/2001%3Adb8%3A%3A1': { body: false },
    });
    const app = renderApp('/security');
    const field = (await screen.findByTestId('unblock-ip')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('203.0.113.9'));
    await app.user.clear(field);
    await app.user.type(field, '2001:db8::1');
    await app.user.click(screen.getByTestId('unblock-submit'));
    await waitFor(() =>
      expect(toasts()).toContain("Non sono state trovate corrispondenze con l'indirizzo specificato"),
    );
  });

  it('refuses what is not an IP address in the browser, with the shared message', async () => {
    const api = portalServer(tecnico, { 'GET /rest/ip': { body: { ip: '203.0.113.9' } } });
    const app = renderApp('/security');
    const field = (await screen.findByTestId('unblock-ip')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('203.0.113.9'));
    await app.user.clear(field);
    await app.user.type(field, '300.1.2.3');
    await app.user.click(screen.getByTestId('unblock-submit'));
    expect(await screen.findByText('Indirizzo IP non valido')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('asks for the address when the field is empty, with the required-field message (issue 14 item 6)', async () => {
    const api = portalServer(tecnico, { 'GET /rest/ip': { body: { ip: '203.0.113.9' } } });
    const app = renderApp('/security');
    const field = (await screen.findByTestId('unblock-ip')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('203.0.113.9'));
    await app.user.clear(field);
    await app.user.click(screen.getByTestId('unblock-submit'));
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    expect(screen.queryByText('Indirizzo IP non valido')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });
});
