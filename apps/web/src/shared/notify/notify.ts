import { useSyncExternalStore } from 'react';
import type { Alert, AlertType } from '@sportello/domain';
import { valueStore } from '../state/value-store.ts';
import type * as ToastLayer from './toast-layer.tsx';

/**
 * Alert types of spec 1 §3 (the toasts' levels): the domain's ALERT_TYPES, written here because any
 * runtime import of the domain package draws its modules into the sign-in page's first chunk
 * (notify.test checks that the two lists agree).
 */
export const ALERT_LEVELS = ['info', 'success', 'warning', 'danger'] as const satisfies readonly AlertType[];
export type AlertLevel = AlertType;

export function isAlertLevel(value: unknown): value is AlertLevel {
  return typeof value === 'string' && (ALERT_LEVELS as readonly string[]).includes(value);
}

/** The short form of a toast most callers give: its level, text and an optional title. */
export interface Toast {
  level: AlertLevel;
  message: string;
  title?: string;
}

// @mantine/notifications (store, container, transitions) is not needed to draw the first page:
// it loads with the first toast, and toasts asked for meanwhile wait, in order.
const layer = valueStore<typeof ToastLayer | null>(null);
let loading: Promise<void> | undefined;
const waiting: (Toast | Alert)[] = [];

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

/**
 * Shows a toast now if the toast layer is there, else as soon as it has loaded: a whole Alert (one
 * of the server's with toast set), or the short form, which the layer makes into one.
 */
export function notify(toast: Toast | Alert): void {
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
