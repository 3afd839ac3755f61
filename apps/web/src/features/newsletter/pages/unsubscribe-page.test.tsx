import { notificationsStore } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PATH = '/rest/newsletter_subscription/lettore%40example.test';
const TOKEN = 'a'.repeat(64);
const LINK = `/unsubscribe/lettore@example.test?token=${TOKEN}`;

describe('newsletter unsubscribe (spec 3 §2)', () => {
  it("asks first, then unsubscribes with the link's token and shows the server words", async () => {
    const server = portalServer(null, {
      [`DELETE ${PATH}`]: {
        body: {
          result: 'ok',
          message: "L'indirizzo lettore@example.test è stato disiscritto correttamente dalla newsletter",
        },
      },
    });
    const app = renderApp(LINK);
    expect((await screen.findByTestId('unsubscribe-mail')).textContent).toBe('lettore@example.test');
    expect(server.callsTo('DELETE', PATH)).toHaveLength(0);
    await app.user.click(screen.getByTestId('unsubscribe-confirm'));
    expect((await screen.findByTestId('unsubscribe-result')).textContent).toBe(
      "L'indirizzo lettore@example.test è stato disiscritto correttamente dalla newsletter",
    );
    expect(server.callsTo('DELETE', PATH)).toHaveLength(1);
    expect(server.callsTo('DELETE', PATH)[0]?.body).toEqual({ token: TOKEN });
    expect(server.callsTo('DELETE', PATH)[0]?.query.get('id_cliente')).toBeNull();
    expect(screen.queryByTestId('unsubscribe-confirm')).toBeNull();
    expect(app.location()).toBe(LINK);
  });

  it('says an unknown address was not found, inline and without a toast', async () => {
    portalServer(null, {
      [`DELETE ${PATH}`]: { status: 404, body: { message: "L'indirizzo lettore@example.test non è stato trovato" } },
    });
    const app = renderApp(LINK);
    await app.user.click(await screen.findByTestId('unsubscribe-confirm'));
    expect((await screen.findByTestId('unsubscribe-result')).textContent).toBe(
      "L'indirizzo lettore@example.test non è stato trovato",
    );
    expect(screen.getByRole('alert').textContent).toContain('non è stato trovato');
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });

  it('without the token of a mailed link, says so and offers nothing to confirm', async () => {
    const server = portalServer(null, {});
    renderApp('/unsubscribe/lettore@example.test');
    expect((await screen.findByTestId('unsubscribe-no-token')).textContent).toBe(
      "Questo link è incompleto: per disiscriverti apri il link dell'ultima email che hai ricevuto.",
    );
    expect(screen.queryByTestId('unsubscribe-confirm')).toBeNull();
    expect(server.callsTo('DELETE', PATH)).toHaveLength(0);
  });
});
