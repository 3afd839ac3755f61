import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_STAFF_TOTP_SECRET } from '../demo/console-seed.ts';
import { DEMO_PASSWORD } from '../demo/seed.ts';
import { totpCode } from './totp.ts';
import { settled } from '../platform/http/after-response.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  body?: Record<string, unknown>;
  /** Send the body form-encoded, as an HTML form would. */
  form?: boolean;
  headers?: Record<string, string>;
  /** false: leave out X-Requested-With, as a cross-site form would. */
  xhr?: boolean;
  /** A body sent as given (a multipart one, see multipartBody), instead of `body`. */
  raw?: { payload: Buffer; contentType: string };
}

/** A multipart body as the web app sends it: the `json` field and the files under `field` (or their own). */
export async function multipartBody(
  json: Record<string, unknown>,
  files: readonly { name: string; content: Buffer | string; type?: string; field?: string }[],
  field = 'allegati',
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('json', JSON.stringify(json));
  for (const file of files)
    form.append(
      file.field ?? field,
      new Blob([file.content], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/**
 * A browser for tests: keeps cookies like a real one (set, replace, expire),
 * sends X-Requested-With like the web app's HTTP client, and calls the app
 * through the whole HTTP stack with inject.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async call(method: Method, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.xhr !== false) headers['x-requested-with'] = 'XMLHttpRequest';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const inject: InjectOptions = { method, url, headers, remoteAddress: this.remoteAddress };
    if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      inject.payload = options.raw.payload;
    } else if (options.body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        inject.payload = new URLSearchParams(
          Object.entries(options.body).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
      } else {
        inject.payload = options.body;
      }
    }
    const response = await this.app.inject(inject);
    // As a person would: what the call does after answering (a reset's mail) is done before the next step.
    await settled(this.app);
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, options?: CallOptions) => this.call('GET', url, options);
  post = (url: string, body?: Record<string, unknown>, options?: CallOptions) =>
    this.call('POST', url, { ...options, ...(body !== undefined ? { body } : {}) });

  async checkToken(): Promise<string> {
    const response = await this.post('/api/auth/token');
    return (response.json() as { result: string }).result;
  }

  async login(username: string, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
    const check = await this.checkToken();
    return this.post('/api/auth/login', { username, password: DEMO_PASSWORD, check, ...extra });
  }

  /**
   * Signs in and, when given, chooses that company. An account with an authenticator (the demo's
   * operators) gives the demo secret's code; the account's last used step is forgotten first, so
   * several sign-ins within one 30-second step each have a code to give (the reuse refusal has
   * tests of its own).
   */
  async loginTo(username: string, company?: number): Promise<void> {
    let response = await this.login(username);
    if (response.statusCode === 200 && (response.json() as { result?: string }).result === 'totp') {
      await this.app.db
        .updateTable('users')
        .set({ totp_last_counter: null })
        .where('username', '=', username)
        .execute();
      response = await this.login(username, { totp: totpCode(DEMO_STAFF_TOTP_SECRET) });
    }
    if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
    if (company === undefined) return;
    const chosen = await this.post('/api/auth/companylogin', { id_azienda: company });
    if (chosen.statusCode !== 200) throw new Error(`companylogin ${username}: ${chosen.statusCode} ${chosen.body}`);
  }
}
