import { describe, expect, it } from 'vitest';
import { ipAddressForms, displayIp, IpUnblockSchema } from '../security/ip-ban-schemas.ts';
import { AccessChoiceSchema, displayedGrants, InviteFormSchema, isOwner, normalizeGrants } from './users-schemas.ts';

describe('invite and access rules (spec 3 §5)', () => {
  it('admin clears the other grants; order and repeats do not matter', () => {
    expect(normalizeGrants(['sales', 'admin', 'billing'])).toEqual(['admin']);
    expect(normalizeGrants(['sales', 'billing', 'sales'])).toEqual(['billing', 'sales']);
  });

  it('needs at least one grant or one e-mail copy', () => {
    const none = AccessChoiceSchema.safeParse({ grants: [], email_subscriptions: [] });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]).toMatchObject({ message: 'users.at_least_one', path: ['grants'] });
    expect(AccessChoiceSchema.parse({ grants: [], email_subscriptions: ['marketing', 'technical'] })).toEqual({
      grants: [],
      email_subscriptions: ['technical', 'marketing'],
    });
  });

  it('never gives owner, checks the address and its length, and reports both problems at once', () => {
    expect(
      InviteFormSchema.safeParse({ email: 'a@b.example', grants: ['owner'], email_subscriptions: [] }).success,
    ).toBe(false);
    expect(
      InviteFormSchema.safeParse({ email: `${'a'.repeat(91)}@b.example`, grants: ['sales'], email_subscriptions: [] })
        .success,
    ).toBe(false);
    const both = InviteFormSchema.safeParse({ email: 'nope', grants: [], email_subscriptions: [] });
    expect(both.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['email', 'grants']);
  });

  it('shows an owner as owner and admin switches on', () => {
    expect(isOwner(['owner'])).toBe(true);
    expect(displayedGrants(['owner'])).toEqual(['admin']);
    expect(displayedGrants(['developer', 'sales'])).toEqual(['developer', 'sales']);
  });
});

describe('IP unblock (spec 3 §2, §7)', () => {
  it('takes IPv4 and IPv6 only', () => {
    expect(IpUnblockSchema.safeParse({ ip: ' 203.0.113.5 ' }).data).toEqual({ ip: '203.0.113.5' });
    expect(IpUnblockSchema.safeParse({ ip: '2001:db8::1' }).success).toBe(true);
    for (const ip of ['300.1.1.1', '10.1', 'host.example', ''])
      expect(IpUnblockSchema.safeParse({ ip }).success).toBe(false);
  });

  it('knows every form an address may have been recorded in', () => {
    expect(ipAddressForms('203.0.113.5')).toEqual(['203.0.113.5', '::ffff:203.0.113.5']);
    expect(ipAddressForms('2001:DB8:0:0:0:0:0:1')).toEqual(
      expect.arrayContaining(['2001:db8::1', '2001:db8:0:0:0:0:0:1']),
    );
    expect(displayIp('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });
});
