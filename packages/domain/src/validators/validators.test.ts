import { describe, expect, it } from 'vitest';
import { issueMessage } from '../i18n/issues.ts';
import { dkimError, dmarcError } from './dns-records.ts';
import { isDomain, isHostname, isIdentifier, isIp, isIpv4, isIpv6 } from './network.ts';
import { dmarcField, ipField } from './zod-fields.ts';

describe('IP validators', () => {
  it.each([
    ['192.168.1.10', true, true, false],
    ['8.8.8.8', true, true, false],
    ['256.1.1.1', false, false, false],
    ['10.1', false, false, false],
    ['2001:db8::1', true, false, true],
    ['::1', true, false, true],
    ['2001:db8::g', false, false, false],
    ['', false, false, false],
  ])('%s: ip %s, v4 %s, v6 %s', (value, ip, v4, v6) => {
    expect(isIp(value)).toBe(ip);
    expect(isIpv4(value)).toBe(v4);
    expect(isIpv6(value)).toBe(v6);
  });
});

describe('host names, domains, identifiers', () => {
  it.each([
    ['web01', true, false],
    ['mail.example.it', true, true],
    ['example.ch.', true, true],
    ['città.it', true, true],
    ['xn--citt-9na.it', true, true],
    ['-bad.example.it', false, false],
    ['bad-.example.it', false, false],
    ['under_score.it', false, false],
    ['a'.repeat(64) + '.it', false, false],
    ['example.123', true, false],
    ['', false, false],
  ])('%s: hostname %s, domain %s', (value, host, domain) => {
    expect(isHostname(value)).toBe(host);
    expect(isDomain(value)).toBe(domain);
  });

  it('identifiers start with a letter', () => {
    expect(isIdentifier('server_01')).toBe(true);
    expect(isIdentifier('1server')).toBe(false);
    expect(isIdentifier('a b')).toBe(false);
  });
});

describe('DKIM (spec 1 §5)', () => {
  it.each([
    ['v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA0abc+/12==', null],
    ['"v=DKIM1; k=rsa; p=QUJD"', null],
    ['k=rsa; p=QUJD', 'validation.dkim.version'],
    ['v=DKIM1; p=QUJD', 'validation.dkim.key_type'],
    ['v=DKIM1; k=ed25519; p=QUJD', 'validation.dkim.key_type'],
    ['v=DKIM1; k=rsa; p=', 'validation.dkim.public_key'],
    ['v=DKIM1; k=rsa; p=not*base64', 'validation.dkim.public_key'],
    ['garbage', 'validation.dkim.version'],
  ])('%s → %s', (record, expected) => {
    expect(dkimError(record)).toBe(expected);
  });
});

describe('DMARC (spec 1 §5)', () => {
  it.each([
    ['v=DMARC1; p=none', null],
    [
      'v=DMARC1; p=reject; sp=quarantine; pct=100; fo=0:1:d:s; rua=mailto:a@x.it,mailto:b@x.it; ruf=mailto:f@x.it; adkim=s; aspf=r',
      null,
    ],
    ['p=none', 'validation.dmarc.version'],
    ['v=DMARC1', 'validation.dmarc.policy_required'],
    ['v=DMARC1; p=block', 'validation.dmarc.policy'],
    ['v=DMARC1; p=none; sp=all', 'validation.dmarc.policy'],
    ['v=DMARC1; p=none; pct=0', 'validation.dmarc.pct'],
    ['v=DMARC1; p=none; pct=101', 'validation.dmarc.pct'],
    ['v=DMARC1; p=none; pct=5.5', 'validation.dmarc.pct'],
    ['v=DMARC1; p=none; fo=2', 'validation.dmarc.fo'],
    ['v=DMARC1; p=none; rua=a@x.it', 'validation.dmarc.mailto'],
    ['v=DMARC1; p=none; ruf=mailto:a@x.it,https://x', 'validation.dmarc.mailto'],
    ['v=DMARC1; p=none; adkim=x', 'validation.dmarc.alignment'],
    ['v=DMARC1; p=none; aspf=strict', 'validation.dmarc.alignment'],
  ])('%s → %s', (record, expected) => {
    expect(dmarcError(record)).toBe(expected);
  });
});

describe('zod fields carry message keys', () => {
  it('ip', () => {
    const issue = ipField().safeParse('nope').error!.issues[0]!;
    expect(issueMessage(issue).key).toBe('validation.ip');
    expect(ipField().parse(' 10.0.0.1 ')).toBe('10.0.0.1');
  });

  it('an empty or blank field is a missing one, not a malformed one (issue 14 item 6)', () => {
    for (const value of ['', '   ']) {
      const issues = ipField().safeParse(value).error!.issues;
      expect(issues.map((issue) => issueMessage(issue).key)).toEqual(['validation.required']);
    }
  });

  it('dmarc', () => {
    const issue = dmarcField().safeParse('v=DMARC1; p=x').error!.issues[0]!;
    expect(issueMessage(issue).key).toBe('validation.dmarc.policy');
  });
});
