import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../access/rules.ts';
import { guardNavigation, onboardingStop, type GuardState } from './guard.ts';

const owner: AccessContext = {
  grants: ['owner'],
  email_subscriptions: [],
  is_reseller: false,
  has_parent: false,
  enable_orders: true,
};

const ready: GuardState = {
  authenticated: true,
  companyChosen: true,
  contratto_cliente: true,
  approval: 'approvato',
  access: owner,
  inFrame: false,
  maintenance: false,
};

describe('navigation guard order (spec 1 §2.2)', () => {
  it('1. no user → login with ref', () => {
    expect(guardNavigation('invoices', { ...ready, authenticated: false, companyChosen: false })).toEqual({
      kind: 'redirect',
      to: 'login',
      keepRef: true,
    });
  });

  it('2. no company → login_azienda', () => {
    expect(guardNavigation('invoices', { ...ready, companyChosen: false })).toMatchObject({ to: 'login_azienda' });
  });

  it('2. no company, an operator (support has none of its own) → the console, not the chooser', () => {
    const operator = { ...ready, companyChosen: false, access: { ...owner, grants: [], is_staff: true } };
    expect(guardNavigation('dashboard', operator)).toEqual({ kind: 'redirect', to: 'staff_console', keepRef: false });
    expect(guardNavigation('staff_console', operator)).toEqual({ kind: 'allow' });
  });

  it('3. contract not accepted → terms_and_conditions', () => {
    expect(guardNavigation('invoices', { ...ready, contratto_cliente: false, approval: null })).toMatchObject({
      to: 'terms_and_conditions',
    });
  });

  it('a contract that is not false (null) does not send to the terms', () => {
    expect(guardNavigation('invoices', { ...ready, contratto_cliente: null })).toEqual({ kind: 'allow' });
  });

  it('4. approval not approvato → approval_request', () => {
    for (const approval of [null, 'in approvazione cliente', 'in approvazione rivenditore']) {
      expect(guardNavigation('dashboard', { ...ready, approval })).toMatchObject({ to: 'approval_request' });
    }
  });

  it('3–4 do not apply to a staff member acting on a customer; the access rules still do', () => {
    const customer = { ...ready, contratto_cliente: false, approval: null, actingOnCustomer: true };
    expect(guardNavigation('invoices', customer)).toEqual({ kind: 'allow' });
    expect(guardNavigation('my_customers', customer)).toMatchObject({ to: 'profile' });
    expect(guardNavigation('invoices', { ...customer, access: { ...owner, grants: [] } })).toMatchObject({
      to: 'profile',
    });
  });

  it('5. missing grant or hidden route → profile, without ref', () => {
    const tecnico = { ...owner, grants: ['developer'], enable_orders: false };
    expect(guardNavigation('invoices', { ...ready, access: tecnico })).toEqual({
      kind: 'redirect',
      to: 'profile',
      keepRef: false,
    });
    expect(guardNavigation('my_customers', { ...ready })).toMatchObject({ to: 'profile' });
    expect(guardNavigation('profile', { ...ready, access: { ...tecnico, grants: [] } })).toEqual({ kind: 'allow' });
  });

  it('screens before the company: user-level and company-level routes stop early', () => {
    const noCompany = { ...ready, companyChosen: false };
    expect(guardNavigation('login_azienda', noCompany)).toEqual({ kind: 'allow' });
    expect(guardNavigation('accept_invite', noCompany)).toEqual({ kind: 'allow' });
    const noTerms = { ...ready, contratto_cliente: false };
    expect(guardNavigation('terms_and_conditions', noTerms)).toEqual({ kind: 'allow' });
    expect(guardNavigation('approval_request', { ...ready, approval: null })).toEqual({ kind: 'allow' });
  });

  it('guest-only routes send an authenticated user onward, unless in a frame', () => {
    expect(guardNavigation('login', ready)).toEqual({ kind: 'onward' });
    expect(guardNavigation('signup', { ...ready, inFrame: true })).toEqual({ kind: 'allow' });
    expect(guardNavigation('login', { ...ready, authenticated: false })).toEqual({ kind: 'allow' });
  });

  it('public routes and maintenance bypass the guards', () => {
    expect(guardNavigation('unsubscribe', { ...ready, authenticated: false })).toEqual({ kind: 'allow' });
    expect(guardNavigation('invoices', { ...ready, authenticated: false, maintenance: true })).toEqual({
      kind: 'allow',
    });
  });
});

describe("onboardingStop: the steps the server refuses with, in the guard's order", () => {
  it('terms first, then approval; nothing once both are done', () => {
    expect(onboardingStop({ contratto_cliente: false, approval: null })).toMatchObject({
      route: 'terms_and_conditions',
      reason: 'terms_not_accepted',
    });
    expect(onboardingStop({ contratto_cliente: false, approval: 'approvato' })).toMatchObject({
      reason: 'terms_not_accepted',
    });
    expect(onboardingStop({ contratto_cliente: true, approval: 'in approvazione cliente' })).toMatchObject({
      route: 'approval_request',
      reason: 'not_approved',
    });
    expect(onboardingStop({ contratto_cliente: null, approval: null })).toMatchObject({ reason: 'not_approved' });
    expect(onboardingStop({ contratto_cliente: true, approval: 'approvato' })).toBeNull();
  });
});
