import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { ApiError } from './api-error.ts';
import { http } from './http-client.ts';
import { configureHttp } from './http-settings.ts';
import { isMaintenance } from './maintenance.ts';
import { pendingRequests } from './pending-requests.ts';

const toasts = () =>
  notificationsStore
    .getState()
    .notifications.map((n) => ({ level: n['data-level'] as string, title: n.title, message: n.message }));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() =>
  configureHttp({ idCliente: () => undefined, onUnauthorized: () => undefined, supportHost: () => undefined }),
);

describe('http client: call conventions (DESIGN §4)', () => {
  it('sends credentials, the XHR marker, the language and JSON', async () => {
    const server = fakeServer({ 'POST /rest/things': { status: 201, body: { id: 1 } } });
    configureHttp({ language: () => 'de' });
    await expect(http.post('/rest/things', { a: 1 })).resolves.toEqual({ id: 1 });
    const [call] = server.calls;
    expect(call?.credentials).toBe('include');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call?.headers.get('Accept-Language')).toBe('de');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toEqual({ a: 1 });
    configureHttp({ language: () => 'it' });
  });

  it('adds id_cliente from the current route, unless the call opts out', async () => {
    const server = fakeServer({ 'GET /rest/products': { body: [] } });
    configureHttp({ idCliente: () => '123' });
    await http.get('/rest/products', { query: { sort: 'data_fine' } });
    await http.get('/rest/products', { idCliente: null });
    expect(server.calls[0]?.query.get('id_cliente')).toBe('123');
    expect(server.calls[0]?.query.get('sort')).toBe('data_fine');
    expect(server.calls[1]?.query.has('id_cliente')).toBe(false);
  });

  it('counts pending requests for the progress bar', async () => {
    let release!: () => void;
    fakeServer({ 'GET /slow': () => new Promise((resolve) => (release = () => resolve({ body: {} }))) });
    const call = http.get('/slow');
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    expect(pendingRequests()).toBe(1);
    release();
    await call;
    expect(pendingRequests()).toBe(0);
  });
});

describe('http client: error catalogue (spec 1 §8)', () => {
  it('400 with a message: warning toast with the server text, errors kept for the form', async () => {
    fakeServer({
      'POST /rest/x': { status: 400, body: { message: 'Dati non validi', errors: { email: 'Email già usata' } } },
    });
    const error = await failure(http.post('/rest/x', {}));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ email: 'Email già usata' });
    expect(toasts()).toEqual([{ level: 'warning', title: undefined, message: 'Dati non validi' }]);
  });

  it.each([409, 422])('%i: warning toast', async (status) => {
    fakeServer({ 'PUT /rest/x/1': { status, body: { reason: 'In conflitto' } } });
    await failure(http.put('/rest/x/1', {}));
    expect(toasts()).toEqual([{ level: 'warning', title: undefined, message: 'In conflitto' }]);
  });

  it('4xx without a message, reason or description: no toast; the error carries the default text', async () => {
    fakeServer({
      'POST /rest/x': { status: 400, html: '<html>Bad</html>' },
      'GET /rest/x': { status: 404, html: '<h1>Not found</h1>' },
      'GET /rest/z': { status: 422, body: { message: '  ' } },
    });
    const bad = await failure(http.post('/rest/x', {}));
    const missing = await failure(http.get('/rest/x'));
    await failure(http.get('/rest/z'));
    expect(toasts()).toEqual([]);
    expect(bad.message).toBe('Richiesta malformata');
    expect(missing.message).toBe('Si è verificato un errore inatteso');
  });

  it('other 4xx with a text: danger toast with it', async () => {
    fakeServer({ 'GET /rest/y': { status: 429, body: { description: 'Troppe richieste' } } });
    await failure(http.get('/rest/y'));
    expect(toasts()).toEqual([{ level: 'danger', title: undefined, message: 'Troppe richieste' }]);
  });

  it('403 with code 10: warning toast "Utente non autorizzato"', async () => {
    fakeServer({ 'GET /rest/invoices': { status: 403, body: { message: 'Forbidden', code: 10 } } });
    const error = await failure(http.get('/rest/invoices'));
    expect(error.code).toBe(10);
    expect(toasts()).toEqual([{ level: 'warning', title: undefined, message: 'Utente non autorizzato' }]);
  });

  it('401 on a call needing the session: the logout flow, no toast from the client', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    fakeServer({ 'GET /rest/products': { status: 401, body: { message: 'Sessione scaduta' } } });
    await failure(http.get('/rest/products'));
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(toasts()).toEqual([]);
  });

  it('401 on login: the server description as a danger toast', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    fakeServer({ 'POST /api/auth/login': { status: 401, body: { message: 'Nome utente o password non corretti' } } });
    await failure(http.post('/api/auth/login', {}, { unauthorized: 'notify' }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(toasts()).toEqual([{ level: 'danger', title: undefined, message: 'Nome utente o password non corretti' }]);
  });

  it('503: maintenance mode, no toast', async () => {
    fakeServer({ 'GET /api/dashboard/userinfo': { status: 503, body: { message: 'maintenance' } } });
    const error = await failure(http.get('/api/dashboard/userinfo'));
    expect(error.message).toBe('maintenance');
    expect(isMaintenance()).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('other 5xx: danger toast with the status text and the invitation to write to support', async () => {
    configureHttp({ supportHost: () => 'assistenza.nuvola.test' });
    fakeServer({
      'GET /rest/a': { status: 500, statusText: 'Internal Server Error', body: { message: 'Errore interno' } },
      'GET /rest/b': { status: 502 },
    });
    await failure(http.get('/rest/a'));
    await failure(http.get('/rest/b'));
    expect(toasts()).toEqual([
      {
        level: 'danger',
        title: 'Internal Server Error',
        message: "Scrivi all'assistenza all'indirizzo assistenza.nuvola.test",
      },
      {
        level: 'danger',
        title: 'Errore non previsto.',
        message: "Scrivi all'assistenza all'indirizzo assistenza.nuvola.test",
      },
    ]);
  });

  it('a network failure: danger toast and status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(http.get('/rest/a'));
    expect(error.status).toBe(0);
    expect(toasts()).toEqual([{ level: 'danger', title: undefined, message: 'Si è verificato un errore inatteso' }]);
  });

  it('success with a message: toast at the given level, info by default', async () => {
    fakeServer({
      'PUT /rest/company/1': { body: { message: 'Profilo aggiornato' } },
      'POST /rest/x': { body: { message: 'Fatto', type: 'success' } },
    });
    await http.put('/rest/company/1', {});
    await http.post('/rest/x', {});
    expect(toasts()).toEqual([
      { level: 'info', title: undefined, message: 'Profilo aggiornato' },
      { level: 'success', title: undefined, message: 'Fatto' },
    ]);
  });

  it('callers can opt out of toasts', async () => {
    fakeServer({
      'GET /rest/x': { status: 404, body: { message: 'Non trovato' } },
      'PUT /rest/y': { body: { message: 'ok' } },
    });
    await failure(http.get('/rest/x', { notify: false }));
    await http.put('/rest/y', {}, { notify: false });
    expect(toasts()).toEqual([]);
  });

  it("'failures': toasts a failure but not the success message (the caller shows it)", async () => {
    fakeServer({
      'GET /rest/x': { status: 404, body: { message: 'Non trovato' } },
      'PUT /rest/y': { body: { message: 'ok' } },
    });
    await failure(http.get('/rest/x', { notify: 'failures' }));
    await http.put('/rest/y', {}, { notify: 'failures' });
    expect(toasts().map((t) => t.message)).toEqual(['Non trovato']);
  });
});
