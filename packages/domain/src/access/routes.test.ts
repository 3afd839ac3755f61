import { describe, expect, it } from 'vitest';
import type { AccessContext } from './rules.ts';
import { matchRoute, ROUTE_NAMES, routeAccess, routeHref, ROUTES, type RouteName } from './routes.ts';

const ctx = (over: Partial<AccessContext> = {}): AccessContext => ({
  grants: [],
  email_subscriptions: [],
  is_reseller: false,
  has_parent: false,
  enable_orders: false,
  ...over,
});

const ANY_ROLE_ROUTES: RouteName[] = [
  'dashboard',
  'catalog',
  'diy-offer',
  'product-testing',
  'products',
  'offers',
  'security',
  'service_detail',
  'services',
  'servers',
  'tickets',
  'ticket',
  'documents',
];

describe('route rules of spec 1 §6 and spec 3 §6', () => {
  it.each(ANY_ROLE_ROUTES)('%s needs billing, developer or sales', (name) => {
    expect(routeAccess(name, ctx())).toBe('denied');
    for (const g of ['billing', 'developer', 'sales', 'admin', 'owner']) {
      expect(routeAccess(name, ctx({ grants: [g] }))).toBe('allowed');
    }
  });

  it('invoices: billing grant or billing e-mail subscription', () => {
    expect(routeAccess('invoices', ctx({ grants: ['developer'] }))).toBe('denied');
    expect(routeAccess('invoices', ctx({ grants: ['billing'] }))).toBe('allowed');
    expect(routeAccess('invoices', ctx({ grants: ['developer'], email_subscriptions: ['billing'] }))).toBe('allowed');
    expect(routeAccess('invoices', ctx({ email_subscriptions: ['technical'] }))).toBe('denied');
  });

  it('payment: billing', () => {
    expect(routeAccess('payment', ctx({ grants: ['sales'] }))).toBe('denied');
    expect(routeAccess('payment', ctx({ grants: ['billing'] }))).toBe('allowed');
  });

  it.each(['account_movements', 'my_skills'] as const)('%s: reseller and billing', (name) => {
    expect(routeAccess(name, ctx({ grants: ['billing'] }))).toBe('hidden');
    expect(routeAccess(name, ctx({ is_reseller: true, grants: ['developer'] }))).toBe('denied');
    expect(routeAccess(name, ctx({ is_reseller: true, grants: ['billing'] }))).toBe('allowed');
  });

  it.each(['opportunities', 'introduction'] as const)('%s: reseller and any of the three', (name) => {
    expect(routeAccess(name, ctx({ grants: ['owner'] }))).toBe('hidden');
    expect(routeAccess(name, ctx({ is_reseller: true }))).toBe('denied');
    expect(routeAccess(name, ctx({ is_reseller: true, grants: ['sales'] }))).toBe('allowed');
  });

  it('my_customers: visible to a reseller with any of the three grants', () => {
    expect(routeAccess('my_customers', ctx({ grants: ['owner'] }))).toBe('hidden');
    expect(routeAccess('my_customers', ctx({ is_reseller: true }))).toBe('hidden');
    expect(routeAccess('my_customers', ctx({ is_reseller: true, grants: ['developer'] }))).toBe('allowed');
  });

  it.each(['order_result', 'confirm_offer'] as const)('%s: enable_orders', (name) => {
    expect(routeAccess(name, ctx({ grants: ['owner'] }))).toBe('denied');
    expect(routeAccess(name, ctx({ enable_orders: true }))).toBe('allowed');
  });

  it.each(['product_renew', 'product_upgrade'] as const)('%s: billing or sales', (name) => {
    expect(routeAccess(name, ctx({ grants: ['developer'] }))).toBe('denied');
    expect(routeAccess(name, ctx({ grants: ['billing'] }))).toBe('allowed');
    expect(routeAccess(name, ctx({ grants: ['sales'] }))).toBe('allowed');
  });

  it('company: admin or billing', () => {
    expect(routeAccess('company', ctx({ grants: ['sales', 'developer'] }))).toBe('denied');
    expect(routeAccess('company', ctx({ grants: ['billing'] }))).toBe('allowed');
    expect(routeAccess('company', ctx({ grants: ['admin'] }))).toBe('allowed');
  });

  it('users: admin', () => {
    expect(routeAccess('users', ctx({ grants: ['billing', 'developer', 'sales'] }))).toBe('denied');
    expect(routeAccess('users', ctx({ grants: ['admin'] }))).toBe('allowed');
    expect(routeAccess('users', ctx({ grants: ['owner'] }))).toBe('allowed');
  });

  it.each(['profile', 'reset_password'] as const)('%s: any authenticated user', (name) => {
    expect(routeAccess(name, ctx())).toBe('allowed');
  });

  it('become_partner: non-resellers without a parent, with billing', () => {
    expect(routeAccess('become_partner', ctx({ grants: ['billing'] }))).toBe('allowed');
    expect(routeAccess('become_partner', ctx({ grants: ['developer'] }))).toBe('hidden');
    expect(routeAccess('become_partner', ctx({ grants: ['billing'], is_reseller: true }))).toBe('hidden');
    expect(routeAccess('become_partner', ctx({ grants: ['billing'], has_parent: true }))).toBe('hidden');
  });

  it('projects: resellers or users without a parent; needs any of the three', () => {
    expect(routeAccess('projects', ctx({ grants: ['sales'], has_parent: true }))).toBe('hidden');
    expect(routeAccess('projects', ctx({ grants: ['sales'], has_parent: true, is_reseller: true }))).toBe('allowed');
    expect(routeAccess('projects', ctx({ grants: ['sales'] }))).toBe('allowed');
    expect(routeAccess('projects', ctx())).toBe('denied');
  });

  it('axerve_paypal_error: enable_orders, billing or sales', () => {
    expect(routeAccess('axerve_paypal_error', ctx({ grants: ['developer'] }))).toBe('hidden');
    expect(routeAccess('axerve_paypal_error', ctx({ enable_orders: true }))).toBe('allowed');
    expect(routeAccess('axerve_paypal_error', ctx({ grants: ['sales'] }))).toBe('allowed');
  });

  it('unsubscribe, webmail and the auth screens carry no grant rule', () => {
    for (const name of ['unsubscribe', 'webmail', 'login', 'signup', 'resetpassword'] as const) {
      expect(ROUTES[name].guard === 'public' || ROUTES[name].guard === 'guest').toBe(true);
      expect(routeAccess(name, ctx())).toBe('allowed');
    }
  });

  it('every route of spec 1 §2.1 is in the table', () => {
    expect(ROUTE_NAMES.sort()).toEqual([
      'accept_invite',
      'account_movements',
      'approval_request',
      'authorize_user',
      'axerve_paypal_error',
      'become_partner',
      'catalog',
      'company',
      'confirm_offer',
      'dashboard',
      'diy-offer',
      'documents',
      'introduction',
      'invoices',
      'login',
      'login_azienda',
      'my_customers',
      'my_skills',
      'offers',
      'opportunities',
      'order_result',
      'payment',
      'product-testing',
      'product_renew',
      'product_upgrade',
      'products',
      'profile',
      'projects',
      'reset_password',
      'resetpassword',
      'security',
      'servers',
      'service_detail',
      'services',
      'signup',
      'staff_company',
      'staff_console',
      'staff_queue',
      'staff_ticket',
      'staff_tickets',
      'terms_and_conditions',
      'ticket',
      'tickets',
      'transfers',
      'unsubscribe',
      'users',
      'webmail',
    ]);
  });

  it.each(['staff_tickets', 'staff_ticket', 'staff_console', 'staff_company', 'staff_queue'] as const)(
    '%s: operators only (DESIGN §5), any company',
    (name) => {
      expect(ROUTES[name].guard).toBe('user');
      expect(routeAccess(name, ctx({ grants: ['owner'] }))).toBe('hidden');
      expect(routeAccess(name, ctx({ is_staff: true }))).toBe('allowed');
    },
  );

  it.each(['tickets', 'ticket'] as const)(
    "%s: any role of the customer, or an operator of any staff role on the customer's prefix",
    (name) => {
      expect(ROUTES[name].customerPrefix).toBe(true);
      expect(routeAccess(name, ctx({ grants: ['developer'] }))).toBe('allowed');
      expect(routeAccess(name, ctx({ grants: [] }))).not.toBe('allowed');
      expect(routeAccess(name, ctx({ grants: [], is_staff: true }))).toBe('allowed');
      expect(routeHref(name, { id: 5, id_cliente: 7 })).toBe(name === 'tickets' ? '/7/tickets' : '/7/tickets/5');
    },
  );

  it.each(['diy-offer', 'product-testing'] as const)(
    '%s: an operator runs the wizard as a customer on the /{id_cliente} prefix',
    (name) => {
      expect(ROUTES[name].customerPrefix).toBe(true);
      expect(routeHref(name, { id_cliente: 7 })).toBe(name === 'diy-offer' ? '/7/diy-offer/' : '/7/product-testing/');
      expect(matchRoute(routeHref(name, { id_cliente: 7 }))).toBe(name);
      expect(matchRoute(routeHref(name))).toBe(name);
    },
  );

  it('freePeriod props: diy-offer 0, product-testing 60', () => {
    expect(ROUTES['diy-offer'].props.freePeriod).toBe(0);
    expect(ROUTES['product-testing'].props.freePeriod).toBe(60);
  });
});

describe('routeHref', () => {
  it('fills params and query', () => {
    expect(routeHref('confirm_offer', { id: 42 })).toBe('/offers/42');
    expect(routeHref('login', {}, { ref: '/invoices', res: undefined })).toBe('/auth/login?ref=%2Finvoices');
    expect(routeHref('authorize_user', { aid: 1, uid: 2, tok: 'abc' })).toBe('/auth/authorize-user/1;2;abc');
  });

  it('prefixes id_cliente only where the route accepts it', () => {
    expect(routeHref('dashboard', { id_cliente: 7 })).toBe('/7');
    expect(routeHref('dashboard')).toBe('/');
    expect(routeHref('offers', { id_cliente: 7 })).toBe('/7/offers');
    expect(routeHref('services', { id_cliente: 7 })).toBe('/7/services/');
    expect(routeHref('invoices', { id_cliente: 7 })).toBe('/invoices');
  });

  it('encodes params and refuses a missing one', () => {
    expect(routeHref('unsubscribe', { mail: 'a b@x.it' })).toBe('/unsubscribe/a%20b%40x.it');
    expect(() => routeHref('payment')).toThrow(/missing param id/);
  });
});

describe('matchRoute (the server answers unknown page paths 404: issue 14 item 6)', () => {
  it('finds every route of the table from its own link, with and without the customer prefix', () => {
    for (const name of ROUTE_NAMES) {
      const params = Object.fromEntries([...ROUTES[name].path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] ?? '', 'x1']));
      const href = routeHref(name, params);
      expect({ href, name: matchRoute(href) }).toEqual({ href, name });
      if ('customerPrefix' in ROUTES[name])
        expect(matchRoute(routeHref(name, { ...params, id_cliente: 42 }))).toBe(name);
    }
  });

  it('matches as the browser router does: any case, a trailing slash, a compound segment as one', () => {
    expect(matchRoute('/AUTH/Login/')).toBe('login');
    expect(matchRoute('/auth/authorize-user/1;2;abc')).toBe('authorize_user');
    expect(matchRoute('/42')).toBe('dashboard');
  });

  it('knows no other path', () => {
    for (const path of [
      '/xyz',
      '/auth/nowhere/at/all',
      '/abc/products',
      '/robots.txt',
      '/auth/login/extra',
      '/auth/accept-invite/',
    ]) {
      expect({ path, name: matchRoute(path) }).toEqual({ path, name: null });
    }
  });
});
