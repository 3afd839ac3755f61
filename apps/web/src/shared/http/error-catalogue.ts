import { NOT_AUTHORIZED_CODE, type MessageKey, type MessageParams } from '@sportello/domain';
import type { AlertLevel } from '../notify/notify.ts';
import type { ErrorBody } from './api-error.ts';

/** What a 401 means for this call: a lost session (logout), a refused login (toast), or nothing. */
export type UnauthorizedPolicy = 'logout' | 'notify' | 'ignore';

export interface Failure {
  status: number;
  statusText: string;
  /** Parsed JSON body, or null for an HTML or empty body. */
  body: ErrorBody | null;
  unauthorized: UnauthorizedPolicy;
  supportHost: string | undefined;
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

export type FailureEffect =
  | { kind: 'maintenance' }
  | { kind: 'logout' }
  | { kind: 'toast'; level: AlertLevel; message: string; title?: string }
  | { kind: 'none' };

/** The server's own words, when it sent any. */
export function serverText(body: ErrorBody | null): string | undefined {
  const text = body?.message ?? body?.reason ?? body?.description;
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/** Spec 1 §8 default messages. */
export function defaultMessageKey(status: number): MessageKey {
  switch (status) {
    case 400:
      return 'error.bad_request';
    case 401:
      return 'error.session_expired';
    case 503:
      return 'error.maintenance';
    default:
      return 'error.unexpected';
  }
}

/** The message an ApiError carries. */
export function failureMessage(failure: Pick<Failure, 'status' | 'body'>, t: Translate): string {
  return serverText(failure.body) ?? t(defaultMessageKey(failure.status));
}

const WARNING_STATUSES = new Set([400, 409, 422]);

/** Spec 1 §8, the error catalogue, as one pure decision. */
export function failureEffect(failure: Failure, t: Translate): FailureEffect {
  const { status } = failure;
  if (status === 503) return { kind: 'maintenance' };
  if (status === 401) {
    if (failure.unauthorized === 'logout') return { kind: 'logout' };
    if (failure.unauthorized === 'notify') {
      return { kind: 'toast', level: 'danger', message: failureMessage(failure, t) };
    }
    return { kind: 'none' };
  }
  if (status === 403 && failure.body?.code === NOT_AUTHORIZED_CODE) {
    return { kind: 'toast', level: 'warning', message: t('error.not_authorized') };
  }
  if (status >= 400 && status < 500) {
    // Spec 1 §8 toasts a 4xx only when the body says what went wrong; without words the caller's own
    // state (a form's 'Errore di salvataggio' alert, a page's error state) shows the default text.
    const text = serverText(failure.body);
    if (!text) return { kind: 'none' };
    return { kind: 'toast', level: WARNING_STATUSES.has(status) ? 'warning' : 'danger', message: text };
  }
  const title = failure.statusText.trim() || t('error.unexpected_server');
  const host = failure.supportHost;
  return host
    ? { kind: 'toast', level: 'danger', title, message: t('error.write_support', { host }) }
    : { kind: 'toast', level: 'danger', message: title };
}
