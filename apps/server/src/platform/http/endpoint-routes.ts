import {
  isJsonAnswer,
  pageItemSchema,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  type EndpointSpec,
} from '@sportello/domain/api';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { isApiPath } from './api-path.ts';
import { answerListCsv, listCsv } from './csv-list.ts';
import { ErrorBodySchema } from './error-body-schema.ts';
import { HttpError } from './http-error.ts';
import { multipartBodyReader, routeWithMultipart } from './multipart-body.ts';

/** A request to a declared endpoint, with its params, query and body as the endpoint's schemas output them. */
export type EndpointRequest<S extends EndpointSpec> = FastifyRequest<{
  Params: EndpointParams<S>;
  Querystring: EndpointQuery<S>;
  Body: EndpointBody<S>;
}>;

export type EndpointHandler<S extends EndpointSpec> = (
  request: EndpointRequest<S>,
  reply: FastifyReply,
) => Promise<S['response'] extends { kind: 'file' | 'redirect' } ? FastifyReply : EndpointReply<S> | FastifyReply>;

/** What a route adds to its declaration: server-only settings. */
export type EndpointRouteConfig = Omit<FastifyContextConfig, 'access' | 'onboarding' | 'endpoint'>;

const GENERIC_ERRORS = [400, 401, 403, 404, 429] as const;

/**
 * Registers one declared endpoint: path, method, schemas and access come from the declaration
 * in packages/domain, so the route and the web's call cannot drift apart. A list (its answer a
 * pageSchema) also answers `?format=csv` through its own handler (csv-list.ts).
 */
export function registerEndpoint<S extends EndpointSpec>(
  app: FastifyInstance,
  spec: S,
  handler: EndpointHandler<S>,
  config: EndpointRouteConfig = {},
  /** Server-only route options: a larger body for calls that carry files. */
  routeOptions: Pick<RouteOptions, 'bodyLimit'> = {},
): void {
  const errorStatuses = new Set<number>([
    ...GENERIC_ERRORS,
    ...Object.keys(spec.errors ?? {}).map(Number),
    ...(spec.form ? [415] : []),
    ...(spec.multipart ? [413, 415] : []),
  ]);
  const errors = Object.fromEntries([...errorStatuses].map((status) => [status, ErrorBodySchema]));
  const response = isJsonAnswer(spec.response) ? { 200: spec.response, ...errors } : undefined;
  const item = pageItemSchema(spec.response);
  const csv = item ? listCsv(spec.path, item) : undefined;
  const routeHandler = handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const options: RouteOptions = {
    method: spec.method,
    url: spec.path,
    config: {
      ...config,
      access: spec.access,
      ...(spec.onboarding ? { onboarding: spec.onboarding } : {}),
      endpoint: spec,
    },
    schema: {
      tags: [tagOf(spec.path)],
      summary: spec.summary,
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.form ? { consumes: [FORM_ENCODED] } : {}),
      ...(spec.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(response ? { response } : {}),
    },
    ...(spec.form ? { preValidation: requireFormEncoded } : {}),
    ...(spec.multipart ? { preValidation: multipartBodyReader(spec) } : {}),
    handler: csv
      ? (request: FastifyRequest, reply: FastifyReply) =>
          (request.query as { format?: string }).format === 'csv'
            ? answerListCsv(routeHandler, csv, request, reply)
            : routeHandler(request, reply)
      : (routeHandler as RouteOptions['handler']),
    ...routeOptions,
  };
  if (spec.multipart) routeWithMultipart(app, options);
  else app.route(options);
}

const FORM_ENCODED = 'application/x-www-form-urlencoded';

/** A form post's body is form-encoded (the access guard has run already: 401/403 come first). */
async function requireFormEncoded(request: FastifyRequest): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== FORM_ENCODED) throw new HttpError(415, 'error.bad_request', { reason: 'form_expected' });
}

/** `/rest/invites/:email` → `invites`; `/api/auth/login` → `auth`; `/qrcode/*` → `qrcode`. */
function tagOf(path: string): string {
  return path.split('/')[isApiPath(path) ? 2 : 1] ?? 'api';
}

/**
 * Every /api and /rest route comes from a declared endpoint: the server refuses to start
 * with one registered any other way, so the contract list is the whole API.
 */
export function requireDeclaredEndpoints(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.method === 'HEAD' || !isApiPath(route.url)) return;
    if (route.config?.endpoint === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} is not registered from a declared endpoint`);
    }
  });
}
