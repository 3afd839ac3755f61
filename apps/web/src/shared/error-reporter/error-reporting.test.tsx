import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { portalServer } from '../../test/portal-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { owner } from '../../test/users.ts';
import { ApiError } from '../http/api-error.ts';
import { shouldReport } from './should-report.ts';

describe('error reporter (spec 1 §8)', () => {
  it('ignores network errors and the statuses 400, 401, 429, 500, 503', () => {
    for (const status of [0, 400, 401, 429, 500, 503])
      expect(shouldReport(new ApiError(status, 'x')), String(status)).toBe(false);
    expect(shouldReport(new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldReport(new ApiError(403, 'x'))).toBe(true);
    expect(shouldReport(new Error('boom'))).toBe(true);
  });

  it('shows the unexpected-error dialog when a page breaks, and posts the feedback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = portalServer(owner, { 'POST /rest/feedback': { status: 201, body: { id: 1 } } });
    const app = renderApp('/');
    await screen.findByTestId('dashboard-page');
    // A loader that throws stands in for any bug in a page.
    app.router.patchRoutes('chrome', [
      {
        path: '/broken',
        loader: () => {
          throw new Error('boom');
        },
      },
    ]);
    await app.router.navigate('/broken');

    const dialog = await screen.findByRole('dialog', { name: 'Si è verificato un errore inaspettato' });
    expect(dialog.textContent).toContain('Il reparto è stato notificato.');
    await app.user.type(screen.getByLabelText('Nome'), 'Mario');
    await app.user.type(screen.getByLabelText(/Cosa è successo/), 'Ho cliccato e si è rotto');
    await app.user.click(screen.getByRole('button', { name: 'Invia' }));

    await waitFor(() => expect(server.callsTo('POST', '/rest/feedback')).toHaveLength(1));
    expect(server.callsTo('POST', '/rest/feedback')[0]?.body).toMatchObject({
      name: 'Mario',
      comments: 'Ho cliccato e si è rotto',
      message: 'boom',
      environment: 'development',
    });
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => n.message)).toContain('Feedback inviato. Grazie!'),
    );
  });
});
