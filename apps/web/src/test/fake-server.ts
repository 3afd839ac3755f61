import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type Reply = { status?: number; statusText?: string; body?: unknown; html?: string };
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * The network edge, faked: `fetch` answers from a table of "METHOD /path" handlers,
 * and every call is recorded. The app's own modules run for real.
 */
export function fakeServer(routes: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route)
      return new Response(JSON.stringify({ message: 'not faked' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const reply = typeof route === 'function' ? await route(call) : route;
    if (reply.html !== undefined) {
      return new Response(reply.html, {
        status: reply.status ?? 200,
        statusText: reply.statusText,
        headers: { 'content-type': 'text/html' },
      });
    }
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
      statusText: reply.statusText,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
