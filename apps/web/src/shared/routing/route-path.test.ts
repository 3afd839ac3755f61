import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTES, routeHref, type RouteDef } from '@sportello/domain';
import { isValidCustomerPrefix, routeParamsOf, routerPath } from './route-path.ts';

describe('route table in react-router syntax', () => {
  it.each([
    ['login', '/auth/login'],
    ['dashboard', '/:id_cliente?'],
    ['catalog', '/:id_cliente?/catalog'],
    ['confirm_offer', '/:id_cliente?/offers/:id'],
    ['service_detail', '/:id_cliente?/services/:domain'],
    ['services', '/:id_cliente?/services'],
    ['ticket', '/:id_cliente?/tickets/:id'],
    ['payment', '/payments/:id'],
    ['accept_invite', '/auth/accept-invite/:antk'],
    ['authorize_user', '/auth/authorize-user/:aid__uid__tok'],
  ] as const)('%s → %s', (name, path) => {
    expect(routerPath(ROUTES[name])).toBe(path);
  });

  it('leaves no {placeholder} in any path', () => {
    for (const name of ROUTE_NAMES) expect(routerPath(ROUTES[name] as RouteDef)).not.toMatch(/[{}]/);
  });

  it('splits the authorize-user segment back into aid, uid and tok', () => {
    const href = routeHref('authorize_user', { aid: 12, uid: 34, tok: 'ab;cd' });
    expect(href).toBe('/auth/authorize-user/12;34;ab%3Bcd');
    expect(routeParamsOf('authorize_user', { aid__uid__tok: '12;34;ab;cd' })).toEqual({
      aid: '12',
      uid: '34',
      tok: 'ab;cd',
    });
  });

  it('names plain parameters and the customer prefix', () => {
    expect(routeParamsOf('confirm_offer', { id_cliente: '7', id: '99' })).toEqual({ id_cliente: '7', id: '99' });
  });

  it('accepts only a numeric customer prefix', () => {
    expect(isValidCustomerPrefix(undefined)).toBe(true);
    expect(isValidCustomerPrefix('123')).toBe(true);
    expect(isValidCustomerPrefix('xyz')).toBe(false);
    expect(isValidCustomerPrefix('12a')).toBe(false);
  });
});
