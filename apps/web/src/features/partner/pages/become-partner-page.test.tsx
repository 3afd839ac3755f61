import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

const MESSAGE = 'Richiesta inviata: il nostro ufficio commerciale ti contatterà al più presto.';

describe('become partner page (spec 3 "Diventa partner")', () => {
  it('requires a modalita, sends the defaults switched on, and goes back to the root', async () => {
    const server = portalServer(owner, {
      'GET /rest/become_partner': { body: { pending: null } },
      'POST /rest/become_partner': { body: { result: 'ok', message: MESSAGE } },
    });
    const app = renderApp('/become-partner');
    await screen.findByTestId('partner-form');
    expect((screen.getByRole('switch', { name: /Fatturazione mensile/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /Provvigioni in fattura/ }) as HTMLInputElement).checked).toBe(true);

    await app.user.click(screen.getByTestId('partner-submit'));
    expect(await screen.findByText('Campo obbligatorio')).toBeDefined();
    expect(server.callsTo('POST', '/rest/become_partner')).toHaveLength(0);

    await app.user.click(screen.getByRole('radio', { name: /^Freelance/ }));
    await app.user.click(screen.getByRole('switch', { name: /Provvigioni in fattura/ }));
    await app.user.click(screen.getByTestId('partner-submit'));
    await screen.findByTestId('dashboard-page');
    expect(app.location()).toBe('/');
    expect(server.callsTo('POST', '/rest/become_partner')[0]?.body).toEqual({
      modalita: 'freelance',
      fatturazione_mensile: true,
      provvigioni_in_fattura: false,
    });
    expect(await screen.findByText(MESSAGE)).toBeDefined();
  });

  it('shows the pending request instead of the form', async () => {
    portalServer(owner, {
      'GET /rest/become_partner': {
        body: {
          pending: {
            modalita: 'whitelabel',
            fatturazione_mensile: true,
            provvigioni_in_fattura: true,
            data: '2026-01-01T00:00:00Z',
          },
        },
      },
    });
    renderApp('/become-partner');
    expect((await screen.findByTestId('partner-pending')).textContent).toContain('modalità White label');
    expect(screen.queryByTestId('partner-form')).toBeNull();
  });

  it('after a 409 shows the request someone else sent meanwhile', async () => {
    let pending: unknown = null;
    const conflict = 'Hai già una richiesta in attesa: il nostro ufficio commerciale ti contatterà al più presto.';
    portalServer(owner, {
      'GET /rest/become_partner': () => ({ body: { pending } }),
      'POST /rest/become_partner': () => {
        pending = {
          modalita: 'freelance',
          fatturazione_mensile: true,
          provvigioni_in_fattura: true,
          data: '2026-01-01T00:00:00Z',
        };
        return { status: 409, body: { message: conflict, reason: 'already_requested' } };
      },
    });
    const app = renderApp('/become-partner');
    await app.user.click(await screen.findByRole('radio', { name: /^White label e freelance/ }));
    await app.user.click(screen.getByTestId('partner-submit'));
    expect((await screen.findByTestId('partner-pending')).textContent).toContain('modalità Freelance');
    expect(await screen.findByText(conflict)).toBeDefined();
    expect(app.location()).toBe('/become-partner');
  });
});
