import { useSyncExternalStore } from 'react';
import { ALERT_TYPES, alertDelay, isAlertType, type Alert, type AlertType } from '@sportello/domain';
import { valueStore } from '../state/value-store.ts';
import type * as ToastLayer from './toast-layer.tsx';

/** Alert types of spec 1 §3 (the toasts' levels). */
export const ALERT_LEVELS = ALERT_TYPES;
export type AlertLevel = AlertType;
export const isAlertLevel = isAlertType;

/** The short form of a toast most callers give: its level, text and an optional title. */
export interface Toast {
  level: AlertLevel;
  message: string;
  title?: string;
}

let serial = 0;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A toast as the spec 1 §3 Alert it is: toast, not persistent, unread, with its type's delay
 * (spec 1 §9) and the local day and time it was raised.
 */
export function toastAlert({ level, message, title }: Toast, now: Date = new Date()): Alert {
  serial += 1;
  return {
    id: `toast-${serial}`,
    title: title ?? '',
    description: message,
    toast: true,
    unread: true,
    persistent: false,
    type: level,
    actions: [],
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
    delay: alertDelay(level),
  };
}

// @mantine/notifications (store, container, transitions) is not needed to draw the first page:
// it loads with the first toast, and toasts asked for meanwhile wait, in order.
const layer = valueStore<typeof ToastLayer | null>(null);
let loading: Promise<void> | undefined;
const waiting: Alert[] = [];

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

const isAlert = (value: Toast | Alert): value is Alert => 'description' in value;

/**
 * Shows a toast now if the toast layer is there, else as soon as it has loaded: a whole Alert (one
 * of the server's with toast set), or the short form, made into one.
 */
export function notify(toast: Toast | Alert): void {
  const alert = isAlert(toast) ? toast : toastAlert(toast);
  const loaded = layer.get();
  if (loaded) {
    loaded.showToast(alert);
    return;
  }
  waiting.push(alert);
  loadToasts().catch(() => undefined);
}

/** The toast layer once loaded (the app mounts its container then), null before. */
export function useToastLayer(): typeof ToastLayer | null {
  return useSyncExternalStore(layer.subscribe, layer.get, layer.get);
}
