import { describe, expect, it } from 'vitest';
import { computeEnableOrders, effectiveGrants } from './grants.ts';

describe('grant implications (spec 1 §6)', () => {
  it.each([
    [['owner'], ['owner', 'admin', 'billing', 'developer', 'sales']],
    [['admin'], ['admin', 'billing', 'developer', 'sales']],
    [['billing'], ['billing']],
    [['developer'], ['developer']],
    [['sales'], ['sales']],
    [
      ['billing', 'sales'],
      ['billing', 'sales'],
    ],
    [['unknown'], []],
  ])('%j grants %j', (granted, expected) => {
    expect([...effectiveGrants(granted)].sort()).toEqual([...expected].sort());
  });
});

describe('enable_orders (spec 1 §6)', () => {
  it.each([
    { grants: ['owner'], contratto_cliente: false, expected: true },
    { grants: ['owner'], contratto_cliente: null, expected: true },
    { grants: ['billing'], contratto_cliente: true, expected: true },
    { grants: ['sales'], contratto_cliente: true, expected: true },
    { grants: ['admin'], contratto_cliente: true, expected: true },
    { grants: ['billing'], contratto_cliente: false, expected: false },
    { grants: ['sales'], contratto_cliente: null, expected: false },
    { grants: ['developer'], contratto_cliente: true, expected: false },
    { grants: ['admin'], contratto_cliente: false, expected: false },
    { grants: [], contratto_cliente: true, expected: false },
  ])('$grants with contract $contratto_cliente → $expected', ({ grants, contratto_cliente, expected }) => {
    expect(computeEnableOrders({ grants, contratto_cliente })).toBe(expected);
  });
});
