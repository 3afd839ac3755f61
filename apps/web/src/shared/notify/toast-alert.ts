import { alertDelay, type Alert } from '@sportello/domain';
import type { Toast } from './notify.ts';

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
