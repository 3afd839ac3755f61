import { type MessageKey, type MessageParams } from '@sportello/domain';
import { i18n } from '../i18n/i18n.ts';
import { isAlertLevel, notify } from '../notify/notify.ts';
import { ApiError, NETWORK_ERROR_STATUS, type ErrorBody } from './api-error.ts';
import { failureEffect, failureMessage, type UnauthorizedPolicy } from './error-catalogue.ts';
import { httpSettings } from './http-settings.ts';
import { enterMaintenance } from './maintenance.ts';
import { requestFinished, requestStarted } from './pending-requests.ts';

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  /** Plain objects go as JSON; FormData as multipart; URLSearchParams form-encoded. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false: no toast for this call's failures or success message (the caller shows its own);
   * 'failures': toast failures only (the caller shows the success message its own way).
   */
  notify?: boolean | 'failures';
  /** Default 'logout': a 401 means the session is gone. */
  unauthorized?: UnauthorizedPolicy;
  /** Overrides the current route's id_cliente (null: send none). */
  idCliente?: string | null;
}

const translate = (key: MessageKey, params?: MessageParams) => i18n.t(`messages:${key}`, params);

/** The address of a call: its path, its query and the current route's id_cliente (unless the call opts out). */
export function buildUrl(path: string, options: Pick<RequestOptions, 'query' | 'idCliente'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  const idCliente = options.idCliente === undefined ? httpSettings().idCliente() : options.idCliente;
  if (idCliente) params.set('id_cliente', idCliente);
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function buildInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': httpSettings().language(),
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? 'GET', headers, body, credentials: 'include', signal: options.signal };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!text) return undefined;
  // An HTML body (a proxy's error page) is never shown to the user.
  if (type.includes('text/html') || text.trimStart().startsWith('<')) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return type.includes('json') ? null : text;
  }
}

function asErrorBody(body: unknown): ErrorBody | null {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as ErrorBody) : null;
}

/** Spec 1 §8 "success with a message field": a toast at the given level, default info. */
function announceSuccess(body: unknown): void {
  const data = asErrorBody(body) as { message?: unknown; type?: unknown; level?: unknown } | null;
  if (!data || typeof data.message !== 'string' || !data.message.trim()) return;
  const level = [data.type, data.level].find(isAlertLevel) ?? 'info';
  notify({ level, message: data.message });
}

function handleFailure(response: Response, body: unknown, options: RequestOptions): ApiError {
  const errorBody = asErrorBody(body);
  const failure = {
    status: response.status,
    statusText: response.statusText,
    body: errorBody,
    unauthorized: options.unauthorized ?? 'logout',
    supportHost: httpSettings().supportHost(),
  };
  const effect = failureEffect(failure, translate);
  if (effect.kind === 'maintenance') enterMaintenance();
  else if (effect.kind === 'logout') httpSettings().onUnauthorized();
  else if (effect.kind === 'toast' && options.notify !== false) {
    notify({ level: effect.level, message: effect.message, title: effect.title });
  }
  return new ApiError(response.status, failureMessage(failure, translate), errorBody?.code, errorBody?.errors);
}

/** The one way the app talks to the server (DESIGN §4). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  requestStarted();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options), buildInit(options));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const message = translate('error.unexpected');
      if (options.notify !== false) notify({ level: 'danger', message });
      throw new ApiError(NETWORK_ERROR_STATUS, message);
    }
    const body = await readBody(response);
    if (!response.ok) throw handleFailure(response, body, options);
    if (options.notify !== false && options.notify !== 'failures') announceSuccess(body);
    return body as T;
  } finally {
    requestFinished();
  }
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const http = {
  get: <T>(path: string, options?: BodylessOptions) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: BodylessOptions) => request<T>(path, { ...options, method: 'DELETE' }),
};
