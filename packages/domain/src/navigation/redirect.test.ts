import { describe, expect, it } from 'vitest';
import { loginAfterLogout, redirectAfterAuth, safeRefPath } from './redirect.ts';

describe('safeRefPath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/invoices', '/invoices'],
    ['/offers/3?x=1#top', '/offers/3?x=1#top'],
    ['https://evil.example/invoices?a=1', '/invoices?a=1'],
    ['http://localhost:3000/products', '/products'],
    ['//evil.example/x', '/x'],
    ['javascript:alert(1)', '/'],
    ['invoices', '/'],
    ['/auth/login', '/'],
    ['https://host/auth/signup', '/'],
    ['/\\evil.example', '/'],
  ])('%s → %s', (ref, expected) => {
    expect(safeRefPath(ref)).toBe(expected);
  });
});

describe('redirectAfterAuth (spec 1 §2.2)', () => {
  it('accept-invite with the ref', () => {
    expect(redirectAfterAuth({ antk: 'K1', ref: '/offers' })).toBe('/auth/accept-invite/K1?ref=%2Foffers');
  });

  it('authorize-user with default return /users', () => {
    expect(redirectAfterAuth({ aid: '1', uid: '2', tok: 't' })).toBe('/auth/authorize-user/1;2;t?ref=%2Fusers');
    expect(redirectAfterAuth({ aid: '1', uid: '2', tok: 't', ref: '/x' })).toBe('/auth/authorize-user/1;2;t?ref=%2Fx');
  });

  it('otherwise the stored ref or the root', () => {
    expect(redirectAfterAuth({ ref: '/invoices' })).toBe('/invoices');
    expect(redirectAfterAuth({})).toBe('/');
    expect(redirectAfterAuth({ ref: '/auth/login_azienda' })).toBe('/');
  });
});

describe('loginAfterLogout', () => {
  it('carries the page left as res, except the root', () => {
    expect(loginAfterLogout('/invoices')).toBe('/auth/login?res=%2Finvoices');
    expect(loginAfterLogout('/')).toBe('/auth/login');
    expect(loginAfterLogout(null)).toBe('/auth/login');
  });
});
