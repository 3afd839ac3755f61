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

  it('are the Alerts of spec 1 §3: toast, not persistent, unread, with their delay; a whole Alert keeps its own', async () => {
    const { notify, loadToasts } = await import('./notify.ts');
    const { toastAlert } = await import('./toast-alert.ts');
    const { notificationsStore } = await import('@mantine/notifications');
    const alert = toastAlert({ level: 'info', message: 'Profilo aggiornato' }, new Date(2026, 11, 6, 9, 5));
    expect(alert).toMatchObject({
      title: '',
      description: 'Profilo aggiornato',
      toast: true,
      unread: true,
      persistent: false,
      type: 'info',
      actions: [],
      date: '2026-12-06',
      time: '09:05',
      delay: 4000,
    });
    expect(alert.id).toMatch(/^toast-\d+$/);
    await loadToasts();
    notify({ ...alert, id: 'toast-own', title: 'Titolo', delay: 0 });
    const shown = notificationsStore.getState().notifications.find((n) => n.id === 'toast-own');
    expect([shown?.title, shown?.message, shown?.autoClose]).toEqual(['Titolo', 'Profilo aggiornato', false]);
  });

  it('has the levels of the domain’s alert types', async () => {
    const { ALERT_LEVELS } = await import('./notify.ts');
    const { ALERT_TYPES } = await import('@sportello/domain');
    expect([...ALERT_LEVELS]).toEqual([...ALERT_TYPES]);
  });
});
