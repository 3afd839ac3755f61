// The toast layer, loaded with the first toast (see notify.ts), with the styles it draws with: small
// enough not to delay a toast, unlike the whole Mantine sheet.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { notifications, Notifications } from '@mantine/notifications';
import { TOAST_DELAY_MS } from '@sportello/domain';
import { i18n } from '../i18n/i18n.ts';
import classes from './toast-layer.module.css';
import type { AlertLevel, Toast } from './notify.ts';

const COLORS: Record<AlertLevel, string> = {
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  danger: 'red',
};

/** Spec 1 §9: info and success close after the short delay, the others after the long one; all closable. */
export function showToast({ level, message, title }: Toast): void {
  notifications.show({
    color: COLORS[level],
    title,
    message,
    autoClose: level === 'info' || level === 'success' ? TOAST_DELAY_MS.short : TOAST_DELAY_MS.long,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
    'data-level': level,
  });
}

/**
 * Top centre, just under the top bar: at the top right the toasts covered the theme toggle and the
 * user menu, at the bottom right the forms' primary buttons ('Salva', 'Invia ticket'), which sit
 * at the bottom right of every form. The centre under the bar holds the page title's empty middle.
 */
export const TOAST_POSITION = 'top-center' as const;

/**
 * Mantine draws a container for every position; only the top ones move under the bar (a class, not
 * an inline `top` on every root, which stretched the bottom containers over the page and caught clicks).
 */
export function ToastsContainer() {
  return <Notifications position={TOAST_POSITION} zIndex={1000} classNames={{ root: classes.toasts }} />;
}
