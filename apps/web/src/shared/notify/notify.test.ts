import { describe, expect, it, vi } from 'vitest';

describe('toasts (spec 1 §3, §9)', () => {
  it('queue until the toast layer has loaded, then show in order, closable, with the spec delays', async () => {
    // A fresh module graph: the toast layer the test setup preloads is not there yet.
    vi.resetModules();
    const { notify, loadToasts } = await import('./notify.ts');
    const { notificationsStore } = await import('@mantine/notifications');
    const shown = () =>
      notificationsStore
        .getState()
        .notifications.map((n) => [n['data-level'], n.message, n.autoClose, n.withCloseButton]);

    notify({ level: 'success', message: 'Salvato' });
    notify({ level: 'danger', message: 'Errore' });
    expect(shown()).toEqual([]);

    await loadToasts();
    notify({ level: 'warning', message: 'Attenzione' });
    expect(shown()).toEqual([
      ['success', 'Salvato', 4000, true],
      ['danger', 'Errore', 8000, true],
      ['warning', 'Attenzione', 8000, true],
    ]);
  });
});
