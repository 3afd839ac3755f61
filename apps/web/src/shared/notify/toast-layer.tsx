// The toast layer, loaded with the first toast (see notify.ts), with the styles it draws with: small
// enough not to delay a toast, unlike the whole Mantine sheet.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { notifications, Notifications } from '@mantine/notifications';
import type { Alert, AlertType } from '@sportello/domain';
import { i18n } from '../i18n/i18n.ts';
import type { Toast } from './notify.ts';
import { toastAlert } from './toast-alert.ts';
import classes from './toast-layer.module.css';

const COLORS: Record<AlertType, string> = {
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  danger: 'red',
};

/**
 * An alert (or the short form, made into one) as a toast (spec 1 §2.3, §3): closes after its delay (spec 1 §9: info and success the short
 * one, the others the long one) or by the user.
 */
export function showToast(toast: Toast | Alert): void {
  const { id, type, title, description, delay } = 'description' in toast ? toast : toastAlert(toast);
  notifications.show({
    id,
    color: COLORS[type],
    title: title || undefined,
    message: description,
    autoClose: delay > 0 ? delay : false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
    'data-level': type,
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
