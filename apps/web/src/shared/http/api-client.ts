import { pathOf, type EndpointInput, type EndpointOutput, type EndpointSpec } from '@sportello/domain/api';
import { buildUrl, request, type RequestOptions } from './http-client.ts';

/** What a feature may set per call: everything but the method, path and body, which the declaration gives. */
export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** Method, path and body encoding are all the browser gets of a declaration (the web build strips the schemas). */
type Declared = Pick<EndpointSpec, 'method' | 'path' | 'form'>;

type QueryInput = RequestOptions['query'];

function partsOf(input: unknown): { params?: Record<string, string | number>; query?: QueryInput; body?: unknown } {
  return (input ?? {}) as { params?: Record<string, string | number>; query?: QueryInput; body?: unknown };
}

/**
 * Calls a declared endpoint: the path from its declaration with the params filled in, the
 * query and body typed by its schemas, the answer typed by its response schema. The one way
 * features talk to the server.
 */
export function api<S extends EndpointSpec>(
  spec: S,
  input: EndpointInput<S>,
  options?: CallOptions,
): Promise<EndpointOutput<S>> {
  const { params, query, body } = partsOf(input);
  const declared: Declared = spec;
  return request<EndpointOutput<S>>(pathOf(declared, params), {
    ...options,
    method: declared.method,
    query,
    body: declared.form ? formEncoded(body) : body,
  });
}

/** A form post's fields, as an HTML form sends them. */
function formEncoded(body: unknown): URLSearchParams {
  const fields = Object.entries((body ?? {}) as Record<string, unknown>).filter(
    ([, v]) => v !== undefined && v !== null,
  );
  return new URLSearchParams(fields.map(([k, v]): [string, string] => [k, String(v)]));
}

/** The address of a declared endpoint the browser opens itself: a download, an image, a redirect. */
export function apiHref<S extends EndpointSpec>(
  spec: S,
  input: Partial<Pick<EndpointInput<S> & { params?: unknown; query?: unknown }, 'params' | 'query'>> = {},
  options: Pick<RequestOptions, 'idCliente'> = {},
): string {
  const { params, query } = partsOf(input);
  return buildUrl(pathOf(spec, params), { ...options, query });
}
