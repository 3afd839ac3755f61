import type { z } from 'zod';
import type { RouteName } from '../access/routes.ts';
import type { Rule } from '../access/rules.ts';
import type { StaffRole } from '../access/grants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint, checked by the server's access guard before validation:
 * - 'public': anyone;
 * - 'session': a signed-in user, company chosen or not;
 * - 'company': a signed-in user acting for a company;
 * - a Rule, or { route } to apply a route's visibility and grant rules from the route
 *   table: a company, and the rule must hold;
 * - { staff }: the provider's operators with one of these roles, whatever company (the console);
 *   anyone else is refused 'staff_only', another role 'not authorised'.
 */
export type Access = 'public' | 'session' | 'company' | Rule | { route: RouteName } | { staff: readonly StaffRole[] };

/**
 * A company-scoped call (any access but 'public' and 'session') is refused until the company
 * has accepted the terms and been approved (spec 1 §2.2, the guard's order and reasons:
 * `onboardingStop`), unless it is one of the calls that onboarding itself makes: 'allowed'.
 */
export type OnboardingAccess = 'allowed';

/** An answer that is not JSON: a file download or a redirect (links, not fetches). */
export interface FileAnswer {
  kind: 'file';
  contentType: string;
}
export interface RedirectAnswer {
  kind: 'redirect';
}
export type Answer = z.ZodType | FileAnswer | RedirectAnswer;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429;

/**
 * One HTTP endpoint, declared once: the server registers its route from it (validation,
 * serialization, access, OpenAPI) and the web calls it through the typed client.
 */
export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify syntax: `/rest/users/:id`. */
  path: string;
  access: Access;
  onboarding?: OnboardingAccess;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: Answer;
  /** The reasons (`reason` of the error body) each error status may carry, besides the generic ones. */
  errors?: Partial<Record<ErrorStatus, readonly string[]>>;
  /**
   * A call that changes nothing a person or an operator would need to trace (a form's check
   * token, a preview): exempt from the one-audit-row-per-write check. Say why.
   */
  unaudited?: string;
  /** Multipart bodies (files plus a `json` field). */
  multipart?: true;
  /** A multipart call's limits: bytes per file, number of files (beyond either: 413). */
  uploads?: { fileBytes: number; files: number };
  /**
   * A form post (the spec's "POST form"): the body goes form-encoded
   * (application/x-www-form-urlencoded), validated by the same body schema; other encodings 415.
   */
  form?: true;
}

export function endpoint<const S extends EndpointSpec>(spec: S): S {
  return spec;
}

type Schema<S, K extends 'params' | 'query' | 'body'> = S extends { [P in K]: infer T extends z.ZodType } ? T : never;

/** What a caller sends: params, query and body, each only when the endpoint declares it. */
export type EndpointInput<S extends EndpointSpec> = ([Schema<S, 'params'>] extends [never]
  ? unknown
  : { params: z.input<Schema<S, 'params'>> }) &
  ([Schema<S, 'query'>] extends [never] ? unknown : { query?: z.input<Schema<S, 'query'>> }) &
  ([Schema<S, 'body'>] extends [never]
    ? unknown
    : { body: z.input<Schema<S, 'body'>> | (S extends { multipart: true } ? FormData : never) });

/** What a JSON endpoint answers, as the caller receives it. */
export type EndpointOutput<S extends EndpointSpec> = S['response'] extends z.ZodType ? z.output<S['response']> : never;

/** What the server's handler hands over (before response serialization). */
export type EndpointReply<S extends EndpointSpec> = S['response'] extends z.ZodType ? z.input<S['response']> : unknown;

export type EndpointParams<S extends EndpointSpec> = [Schema<S, 'params'>] extends [never]
  ? Record<string, never>
  : z.output<Schema<S, 'params'>>;
export type EndpointQuery<S extends EndpointSpec> = [Schema<S, 'query'>] extends [never]
  ? Record<string, never>
  : z.output<Schema<S, 'query'>>;
export type EndpointBody<S extends EndpointSpec> = [Schema<S, 'body'>] extends [never]
  ? undefined
  : z.output<Schema<S, 'body'>>;

/** The endpoint's path with its `:name` parts (and a final `*`, as params['*']) filled in, each encoded. */
export function pathOf(spec: Pick<EndpointSpec, 'path'>, params?: Readonly<Record<string, string | number>>): string {
  return spec.path.replace(/:([A-Za-z_]\w*)|\*$/g, (_, param: string | undefined) => {
    const name = param ?? '*';
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${spec.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

export function isJsonAnswer(answer: Answer): answer is z.ZodType {
  return !('kind' in answer && (answer.kind === 'file' || answer.kind === 'redirect'));
}
