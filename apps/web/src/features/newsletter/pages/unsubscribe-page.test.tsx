import { notificationsStore } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PATH = '/rest/newsletter_subscription/lettore%40example.test';

describe('newsletter unsubscribe (spec 3 §2)', () => {
  it('asks first, then unsubscribes and shows the server words', async () => {
    const server = portalServer(null, {
      [`DELETE ${PATH}`]: {
        body: { result: 'ok', message: "L'indirizzo lettore@example.test è stato disiscritto correttamente dalla newsletter" },
      },
    });
    const app = renderApp('/unsubscribe/lettore@example.test');
    expect((await screen.findByTestId('unsubscribe-mail')).textContent).toBe('lettore@example.test');
    expect(server.callsTo('DELETE', PATH)).toHaveLength(0);
    await app.user.click(screen.getByTestId('unsubscribe-confirm'));
    expect((await screen.findByTestId('unsubscribe-result')).textContent).toBe(
      "L'indirizzo lettore@example.test è stato disiscritto correttamente dalla newsletter",
    );
    expect(server.callsTo('DELETE', PATH)).toHaveLength(1);
    expect(server.callsTo('DELETE', PATH)[0]?.query.get('id_cliente')).toBeNull();
    expect(screen.queryByTestId('unsubscribe-confirm')).toBeNull();
    expect(app.location()).toBe('/unsubscribe/lettore@example.test');
  });

  it('says an unknown address was not found, inline and without a toast', async () => {
    portalServer(null, {
      [`DELETE ${PATH}`]: { status: 404, body: { message: "L'indirizzo lettore@example.test non è stato trovato" } },
    });
    const app = renderApp('/unsubscribe/lettore@example.test');
    await app.user.click(await screen.findByTestId('unsubscribe-confirm'));
    expect((await screen.findByTestId('unsubscribe-result')).textContent).toBe("L'indirizzo lettore@example.test non è stato trovato");
    expect(screen.getByRole('alert').textContent).toContain('non è stato trovato');
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });
});
