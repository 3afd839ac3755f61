import { describe, expect, it } from 'vitest';
import { policies, type PolicyActor } from './policies.ts';

const actor = (grants: string[], email_subscriptions: string[] = []): PolicyActor => ({
  user_id: 7,
  grants,
  email_subscriptions,
  acting_as_customer: false,
});

const refused = { allowed: false, reason: 'owner_only', message: 'profile.subscriptions_owner_only' };

describe('policies.addEmailSubscription (spec 2 §6)', () => {
  it('lets only the owner add a subscription', () => {
    expect(policies.addEmailSubscription(actor(['owner']))).toEqual({ allowed: true });
    expect(policies.addEmailSubscription(actor(['admin']))).toEqual(refused);
    expect(policies.addEmailSubscription(actor(['billing', 'developer', 'sales']))).toEqual(refused);
  });
});

describe('policies.changeEmailSubscriptions (spec 2 §6)', () => {
  it('lets anyone keep or remove their subscriptions', () => {
    const member = actor(['developer'], ['technical', 'billing']);
    expect(policies.changeEmailSubscriptions(member, ['technical', 'billing'])).toEqual({ allowed: true });
    expect(policies.changeEmailSubscriptions(member, ['billing'])).toEqual({ allowed: true });
    expect(policies.changeEmailSubscriptions(member, [])).toEqual({ allowed: true });
  });

  it('refuses a non-owner adding one, even while removing another', () => {
    const member = actor(['admin'], ['technical']);
    expect(policies.changeEmailSubscriptions(member, ['technical', 'marketing'])).toEqual(refused);
    expect(policies.changeEmailSubscriptions(member, ['marketing'])).toEqual(refused);
  });

  it('lets the owner add any', () => {
    expect(policies.changeEmailSubscriptions(actor(['owner']), ['technical', 'billing', 'marketing'])).toEqual({
      allowed: true,
    });
  });
});

describe('policies.removeCompanyUser (spec 3 §5)', () => {
  it('lets an administrator remove others, anyone leave, and nobody remove an owner', () => {
    expect(policies.removeCompanyUser(actor(['admin']), { user_id: 8, grants: ['billing'] })).toEqual({
      allowed: true,
    });
    expect(policies.removeCompanyUser(actor(['billing']), { user_id: 8, grants: ['billing'] })).toMatchObject({
      allowed: false,
      reason: 'not_authorized',
    });
    expect(policies.removeCompanyUser(actor(['billing']), { user_id: 7, grants: ['billing'] })).toEqual({
      allowed: true,
    });
    expect(policies.removeCompanyUser(actor(['owner']), { user_id: 8, grants: ['owner'] })).toEqual({
      allowed: false,
      reason: 'owner',
      message: 'users.owner_not_removable',
    });
    expect(policies.removeCompanyUser(actor(['owner']), { user_id: 7, grants: ['owner'] })).toMatchObject({
      reason: 'owner',
    });
  });

  it('does not count a staff member acting on the customer as leaving', () => {
    const staff: PolicyActor = { ...actor([]), acting_as_customer: true };
    expect(policies.removeCompanyUser(staff, { user_id: 7, grants: ['billing'] })).toMatchObject({
      reason: 'not_authorized',
    });
  });
});
