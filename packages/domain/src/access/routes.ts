import { all, always, any, anyGrant, evaluate, flag, grant, not, type AccessContext, type Rule } from './rules.ts';

/**
 * How far the navigation guard of spec 1 §2.2 goes for a route:
 * public — nobody is redirected; guest — only when not authenticated;
 * user — needs a signed-in user; company — also a chosen company;
 * app — the whole chain (company, terms, approval, grants).
 */
export type GuardLevel = 'public' | 'guest' | 'user' | 'company' | 'app';

export interface RouteDef {
  /** Path with `{param}` placeholders, without the optional `/{id_cliente}` prefix. */
  path: string;
  guard: GuardLevel;
  /** Accepts the optional numeric `/{id_cliente}` prefix (staff acting on a customer). */
  customerPrefix?: boolean;
  /** Hidden (no link, guard sends to profile) when false. */
  visible?: Rule;
  /** Link shown disabled, guard sends to profile, server answers 403 code 10 when false. */
  granted?: Rule;
  /** meta fullPageWithBg: no application chrome. */
  fullPage?: boolean;
  /** Properties passed to the page (spec 1 §2.1). */
  props?: Readonly<Record<string, string | number | boolean>>;
}

const ANY_ROLE = anyGrant('billing', 'developer', 'sales');
const STAFF_OR_ANY_ROLE = any(ANY_ROLE, flag('is_staff'));

export const ROUTES = {
  login: { path: '/auth/login', guard: 'guest', fullPage: true },
  login_azienda: { path: '/auth/login_azienda', guard: 'user', fullPage: true },
  terms_and_conditions: { path: '/auth/terms_and_conditions', guard: 'company', fullPage: true },
  approval_request: { path: '/auth/approval_request', guard: 'company', fullPage: true },
  accept_invite: { path: '/auth/accept-invite/{antk}', guard: 'user', fullPage: true },
  authorize_user: { path: '/auth/authorize-user/{aid};{uid};{tok}', guard: 'user', fullPage: true },
  signup: { path: '/auth/signup', guard: 'guest', fullPage: true },
  resetpassword: { path: '/auth/resetpassword', guard: 'guest', fullPage: true },
  unsubscribe: { path: '/unsubscribe/{mail}', guard: 'public', fullPage: true },
  webmail: { path: '/webmail', guard: 'public', fullPage: true },

  dashboard: { path: '/', guard: 'app', customerPrefix: true, granted: ANY_ROLE },
  account_movements: {
    path: '/account_movements',
    guard: 'app',
    visible: flag('is_reseller'),
    granted: grant('billing'),
  },
  invoices: {
    path: '/invoices',
    guard: 'app',
    granted: any(grant('billing'), flag('billing_subscription')),
  },
  payment: { path: '/payments/{id}', guard: 'app', granted: grant('billing') },
  catalog: { path: '/catalog', guard: 'app', customerPrefix: true, granted: ANY_ROLE },
  // Not prefixed in the spec's table: operators prepare an offer for a customer by running the wizard as
  // that customer, /{id_cliente}/diy-offer (DESIGN §5: they prepare offers; issue 31).
  'diy-offer': {
    path: '/diy-offer/',
    guard: 'app',
    customerPrefix: true,
    granted: ANY_ROLE,
    props: { freePeriod: 0 },
  },
  'product-testing': {
    path: '/product-testing/',
    guard: 'app',
    customerPrefix: true,
    granted: ANY_ROLE,
    props: { freePeriod: 60 },
  },
  order_result: {
    path: '/order-result/{id}',
    guard: 'app',
    customerPrefix: true,
    granted: flag('enable_orders'),
  },
  products: { path: '/products', guard: 'app', customerPrefix: true, granted: ANY_ROLE },
  offers: { path: '/offers', guard: 'app', customerPrefix: true, granted: ANY_ROLE },
  confirm_offer: {
    path: '/offers/{id}',
    guard: 'app',
    customerPrefix: true,
    granted: flag('enable_orders'),
  },
  product_renew: { path: '/products/{id}/renew', guard: 'app', granted: anyGrant('billing', 'sales') },
  product_upgrade: {
    path: '/products/{id}/upgrade',
    guard: 'app',
    granted: anyGrant('billing', 'sales'),
  },
  security: { path: '/security', guard: 'app', granted: ANY_ROLE },
  my_customers: {
    path: '/my_customers',
    guard: 'app',
    visible: all(flag('is_reseller'), ANY_ROLE),
  },
  my_skills: {
    path: '/my_skills',
    guard: 'app',
    visible: flag('is_reseller'),
    granted: grant('billing'),
  },
  opportunities: {
    path: '/opportunities',
    guard: 'app',
    visible: flag('is_reseller'),
    granted: ANY_ROLE,
  },
  service_detail: {
    path: '/services/{domain}',
    guard: 'app',
    customerPrefix: true,
    granted: ANY_ROLE,
  },
  services: { path: '/services/', guard: 'app', customerPrefix: true, granted: ANY_ROLE },
  servers: { path: '/servers', guard: 'app', customerPrefix: true, granted: ANY_ROLE },
  // Not prefixed in the spec's table: operators (any staff role, support too) open a customer's
  // tickets through /{id_cliente}/tickets (DESIGN §5: they answer and close tickets).
  tickets: { path: '/tickets', guard: 'app', customerPrefix: true, granted: STAFF_OR_ANY_ROLE },
  ticket: { path: '/tickets/{id}', guard: 'app', customerPrefix: true, granted: STAFF_OR_ANY_ROLE },
  company: {
    path: '/company',
    guard: 'app',
    customerPrefix: true,
    granted: anyGrant('admin', 'billing'),
  },
  profile: { path: '/profile', guard: 'app' },
  reset_password: { path: '/reset_password', guard: 'app' },
  users: { path: '/users', guard: 'app', granted: grant('admin') },
  documents: { path: '/documents', guard: 'app', granted: ANY_ROLE },
  become_partner: {
    path: '/become-partner',
    guard: 'app',
    visible: all(not(flag('is_reseller')), not(flag('has_parent')), grant('billing')),
  },
  projects: {
    path: '/projects',
    guard: 'app',
    visible: any(flag('is_reseller'), not(flag('has_parent'))),
    granted: ANY_ROLE,
  },
  axerve_paypal_error: {
    path: '/axerve_paypal_error',
    guard: 'app',
    visible: any(flag('enable_orders'), grant('billing'), grant('sales')),
  },
  introduction: {
    path: '/introduction',
    guard: 'app',
    visible: flag('is_reseller'),
    granted: ANY_ROLE,
  },
  transfers: { path: '/transfers', guard: 'app', granted: ANY_ROLE },
  // Not in the spec (DESIGN §5: operators answer and close tickets): the operators' ticket queue
  // and a ticket seen by an operator, whatever company it is of.
  // The operator console (DESIGN §5, issue 33): find a customer, its detail and audit, the queues.
  staff_console: { path: '/staff', guard: 'user', visible: flag('is_staff') },
  staff_company: { path: '/staff/companies/{id}', guard: 'user', visible: flag('is_staff') },
  staff_queue: { path: '/staff/queues/{kind}', guard: 'user', visible: flag('is_staff') },
  staff_tickets: { path: '/staff/tickets', guard: 'user', visible: flag('is_staff') },
  staff_ticket: { path: '/staff/tickets/{id}', guard: 'user', visible: flag('is_staff') },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export function routeDef(name: RouteName): RouteDef {
  return ROUTES[name];
}

export type RouteAccess = 'allowed' | 'denied' | 'hidden';

/** hidden: no link at all; denied: link disabled with the "no permission" tooltip. */
export function routeAccess(name: RouteName, ctx: AccessContext): RouteAccess {
  const def: RouteDef = ROUTES[name];
  if (def.visible && !evaluate(def.visible, ctx)) return 'hidden';
  if (def.granted && !evaluate(def.granted, ctx)) return 'denied';
  return 'allowed';
}

export type RouteParams = Readonly<Record<string, string | number>>;

/**
 * The one way to build a route's URL (no component or e-mail hand-builds one).
 * `id_cliente` prefixes routes that accept it.
 */
export function routeHref(
  name: RouteName,
  params: RouteParams = {},
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const def: RouteDef = ROUTES[name];
  let path = def.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`routeHref(${name}): missing param ${key}`);
    return encodeURIComponent(String(value));
  });
  const idCliente = params.id_cliente;
  if (def.customerPrefix && idCliente !== undefined && idCliente !== '') {
    path = `/${idCliente}${path === '/' ? '' : path}`;
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The route's path as a pattern the way the browser router matches it (apps/web routerPath): a segment with
 * parameters is one router parameter, any case, an optional trailing slash, a numeric customer prefix.
 */
function routePattern(def: RouteDef): RegExp {
  const segments = def.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (/\{\w+\}/.test(segment) ? '[^/]+' : escapeRegExp(segment)));
  const prefix = def.customerPrefix ? '(?:/\\d+)?' : '';
  return new RegExp(`^${prefix}${segments.map((segment) => `/${segment}`).join('')}/?$`, 'i');
}

const ROUTE_PATTERNS: readonly [RouteName, RegExp][] = ROUTE_NAMES.map((name) => [name, routePattern(ROUTES[name])]);

/**
 * The route a page path belongs to, or null when the browser router would show the not-found page
 * (the server answers those paths 404, with the page: issue 14 item 6).
 */
export function matchRoute(pathname: string): RouteName | null {
  return ROUTE_PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}

export { always };
