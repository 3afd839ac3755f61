import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-path.ts';

describe('isApiPath', () => {
  it.each([
    ['/api', true],
    ['/api/', true],
    ['/api/dashboard/userinfo', true],
    ['/api?x=1', true],
    ['/rest', true],
    ['/rest/users?page=2', true],
    ['/rest?id_cliente=4', true],
    ['/apis', false],
    ['/restore', false],
    ['/api-docs', false],
    ['/', false],
    ['/docs/json', false],
    ['/healthz', false],
    ['/assets/api/x.js', false],
    ['/12/rest/products', false],
    // Fastify routes a percent-encoded path as the decoded one: so must every hook that asks.
    ['/%61pi/auth/logout', true],
    ['/%61%70%69', true],
    ['/%72est?x=1', true],
    ['/re%73t/users', true],
    ['/%61pis', false],
    ['/%41PI/x', false],
    ['/%zzpi/x', false],
    ['/assets/%61pi', false],
  ])('%s → %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });
});
