import { useSyncExternalStore } from 'react';
import { valueStore } from '../state/value-store.ts';
import type * as ToastLayer from './toast-layer.tsx';

/** Alert types of spec 1 §3. */
export const ALERT_LEVELS = ['info', 'success', 'warning', 'danger'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

export function isAlertLevel(value: unknown): value is AlertLevel {
  return typeof value === 'string' && (ALERT_LEVELS as readonly string[]).includes(value);
}

export interface Toast {
  level: AlertLevel;
  message: string;
  title?: string;
}

// @mantine/notifications (store, container, transitions) is not needed to draw the first page:
// it loads with the first toast, and toasts asked for meanwhile wait, in order.
const layer = valueStore<typeof ToastLayer | null>(null);
let loading: Promise<void> | undefined;
const waiting: Toast[] = [];

export function loadToasts(): Promise<void> {
  loading ??= import('./toast-layer.tsx').then(
    (module) => {
      waiting.splice(0).forEach(module.showToast);
      layer.set(module);
    },
    (error: unknown) => {
      // A failed download (offline) is tried again with the next toast; the waiting ones stay queued.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Shows a toast now if the toast layer is there, else as soon as it has loaded. */
export function notify(toast: Toast): void {
  const loaded = layer.get();
  if (loaded) {
    loaded.showToast(toast);
    return;
  }
  waiting.push(toast);
  loadToasts().catch(() => undefined);
}

/** The toast layer once loaded (the app mounts its container then), null before. */
export function useToastLayer(): typeof ToastLayer | null {
  return useSyncExternalStore(layer.subscribe, layer.get, layer.get);
}
