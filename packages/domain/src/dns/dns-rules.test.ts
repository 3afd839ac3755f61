import { describe, expect, it } from 'vitest';
import { issueMessage } from '../i18n/issues.ts';
import { translate } from '../i18n/messages.ts';
import {
  applyPreset,
  canonicalTarget,
  dnsTargetError,
  isRecordName,
  cnameClashes,
  completeTarget,
  DNS_CSV_HEADER,
  DNS_RECORD_TYPES,
  dnsCsv,
  dnsCsvFilename,
  dnsTargetKind,
  DnsRecordSchema,
  dnsZoneSchema,
  presetRecords,
  presetReplacesMx,
  qualifyName,
} from './dns-rules.ts';

const ZONE = 'rossi-arredamenti.it';
const problems = (r: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), issueMessage(i).key]));
const a = (domain: string, target = '192.0.2.10') => ({ domain, ttl: 3600, type: 'A', weight: null, target });

describe('DNS record rules (spec 3 §5)', () => {
  it('allows exactly the spec’s types', () => {
    expect(DNS_RECORD_TYPES).toEqual([
      'A',
      'AAAA',
      'CAA',
      'CNAME',
      'DNAME',
      'DS',
      'LOC',
      'MX',
      'TXT',
      'RP',
      'SPF',
      'SRV',
      'SSHPF',
    ]);
    expect(problems(DnsRecordSchema.safeParse({ ...a('www'), type: 'NS' }))).toEqual({ type: 'dns.validation.type' });
  });

  it.each([
    [799, 'dns.validation.ttl'],
    [800, null],
    [2147483647, null],
    [2147483648, 'dns.validation.ttl'],
    ['abc', 'dns.validation.ttl'],
    [undefined, 'validation.required'],
    [1.5, 'dns.validation.ttl'],
  ])('TTL %s', (ttl, expected) => {
    const p = problems(DnsRecordSchema.safeParse({ ...a('www'), ttl }));
    expect(p.ttl ?? null).toBe(expected);
  });

  it('requires domain and target, and a weight 0–2147483647 for MX only', () => {
    expect(
      problems(DnsRecordSchema.safeParse({ domain: '', ttl: 3600, type: 'TXT', weight: null, target: '' })),
    ).toEqual({
      domain: 'validation.required',
      target: 'validation.required',
    });
    const mx = { domain: ZONE, ttl: 3600, type: 'MX', target: 'mail' };
    expect(problems(DnsRecordSchema.safeParse({ ...mx, weight: null }))).toEqual({ weight: 'validation.required' });
    expect(problems(DnsRecordSchema.safeParse({ ...mx, weight: -1 }))).toEqual({ weight: 'dns.validation.weight' });
    expect(problems(DnsRecordSchema.safeParse({ ...mx, weight: 2147483648 }))).toEqual({
      weight: 'dns.validation.weight',
    });
    expect(DnsRecordSchema.parse({ ...mx, weight: '0' }).weight).toBe(0);
    // A weight on another type is dropped.
    expect(DnsRecordSchema.parse({ ...a('www'), weight: 5 }).weight).toBeNull();
  });

  it('checks the target by kind: ipv4 for A, DKIM on _domainkey, DMARC on _dmarc', () => {
    expect(dnsTargetKind({ type: 'A', domain: 'www' })).toBe('ipv4');
    expect(dnsTargetKind({ type: 'TXT', domain: `_dmarc.${ZONE}` })).toBe('dmarc');
    expect(dnsTargetKind({ type: 'TXT', domain: 'default._domainkey' })).toBe('dkim');
    expect(dnsTargetKind({ type: 'TXT', domain: 'www' })).toBe('text');
    expect(problems(DnsRecordSchema.safeParse(a('www', '300.1.1.1')))).toEqual({ target: 'validation.ipv4' });
    expect(
      problems(
        DnsRecordSchema.safeParse({
          domain: '_dmarc',
          ttl: 3600,
          type: 'TXT',
          weight: null,
          target: 'v=DMARC1; p=block',
        }),
      ),
    ).toEqual({
      target: 'validation.dmarc.policy',
    });
    expect(
      problems(
        DnsRecordSchema.safeParse({
          domain: 'x._domainkey',
          ttl: 3600,
          type: 'TXT',
          weight: null,
          target: 'v=DKIM1; k=rsa; p=QUJD',
        }),
      ),
    ).toEqual({});
    expect(
      problems(
        DnsRecordSchema.safeParse({ domain: 'x._domainkey', ttl: 3600, type: 'TXT', weight: null, target: 'k=rsa' }),
      ),
    ).toEqual({
      target: 'validation.dkim.version',
    });
  });

  it('refuses a CNAME whose domain another record has, with the spec’s message', () => {
    const records = [
      a('www'),
      { domain: `www.${ZONE}`, ttl: 3600, type: 'CNAME', weight: null, target: 'web' },
      a('ftp'),
    ];
    expect(cnameClashes(records, ZONE)).toEqual([0, 1]);
    const result = dnsZoneSchema(ZONE).safeParse({ records });
    expect(problems(result)).toEqual({
      'records.0.domain': 'dns.validation.cname_mix',
      'records.1.domain': 'dns.validation.cname_mix',
    });
    expect(translate('it', 'dns.validation.cname_mix')).toBe(
      'Non è possibile mischiare record CNAME con altri tipi per lo stesso dominio',
    );
    expect(cnameClashes([a('www'), { ...a('mail'), type: 'CNAME', target: 'x.' }], ZONE)).toEqual([]);
  });

  it('completes CNAME, DNAME and MX targets without a trailing dot with the domain, and names in the zone', () => {
    expect(completeTarget('CNAME', 'web', ZONE)).toBe(`web.${ZONE}.`);
    expect(completeTarget('MX', 'mx.example.net.', ZONE)).toBe('mx.example.net.');
    expect(completeTarget('DNAME', 'other', ZONE)).toBe(`other.${ZONE}.`);
    expect(completeTarget('TXT', 'hello', ZONE)).toBe('hello');
    expect(qualifyName('@', ZONE)).toBe(ZONE);
    expect(qualifyName('WWW', ZONE)).toBe(`www.${ZONE}`);
    expect(qualifyName(`www.${ZONE}.`, ZONE)).toBe(`www.${ZONE}`);
    const zone = dnsZoneSchema(ZONE).parse({
      records: [{ domain: 'blog', ttl: 900, type: 'CNAME', weight: null, target: 'www' }],
    });
    expect(zone.records).toEqual([
      { domain: `blog.${ZONE}`, ttl: 900, type: 'CNAME', weight: null, target: `www.${ZONE}.` },
    ]);
  });
});

describe('mail presets (spec 3 §9)', () => {
  it('Google: five MX of weights 1, 5, 5, 10, 10 and an SPF include', () => {
    const google = presetRecords('google', ZONE);
    expect(google.filter((r) => r.type === 'MX').map((r) => r.weight)).toEqual([1, 5, 5, 10, 10]);
    expect(google.filter((r) => r.type === 'TXT').map((r) => r.target)).toEqual([
      'v=spf1 include:_spf.google.com ~all',
    ]);
  });

  it('Office 365: one MX of weight 0, CNAMEs with TTL 3600 and two SRV', () => {
    const office = presetRecords('office365', ZONE);
    expect(office.filter((r) => r.type === 'MX').map((r) => [r.weight, r.target])).toEqual([
      [0, 'rossi-arredamenti-it.mail.protection.outlook.com.'],
    ]);
    const cnames = office.filter((r) => r.type === 'CNAME');
    expect(cnames.length).toBeGreaterThan(0);
    expect(cnames.every((r) => r.ttl === 3600)).toBe(true);
    expect(office.filter((r) => r.type === 'SRV')).toHaveLength(2);
    expect(dnsZoneSchema(ZONE).safeParse({ records: office }).success).toBe(true);
  });

  it('replaces every MX (the editor asks first) and the SPF record, keeping the rest', () => {
    const zone = [
      a('@'),
      { domain: ZONE, ttl: 3600, type: 'MX', weight: 10, target: `mail.${ZONE}.` },
      { domain: ZONE, ttl: 3600, type: 'TXT', weight: null, target: 'v=spf1 a mx ~all' },
      { domain: ZONE, ttl: 3600, type: 'TXT', weight: null, target: 'google-site-verification=x' },
    ];
    expect(presetReplacesMx(zone)).toBe(true);
    const after = applyPreset(zone, 'google', ZONE);
    expect(after.filter((r) => r.type === 'MX')).toHaveLength(5);
    expect(after.filter((r) => r.type === 'TXT').map((r) => r.target)).toEqual([
      'google-site-verification=x',
      'v=spf1 include:_spf.google.com ~all',
    ]);
    expect(after[0]).toEqual(zone[0]);
    expect(dnsZoneSchema(ZONE).safeParse({ records: after }).success).toBe(true);
    // An autodiscover A record gives way to Office 365's CNAME.
    const office = applyPreset([a('autodiscover')], 'office365', ZONE);
    expect(office.filter((r) => qualifyName(r.domain, ZONE) === `autodiscover.${ZONE}`).map((r) => r.type)).toEqual([
      'CNAME',
    ]);
  });
});

describe('CSV download (spec 3 §9)', () => {
  it('is named after the domain with a dns suffix, semicolon separated, strings quoted', () => {
    expect(dnsCsvFilename(ZONE)).toBe(`${ZONE}_dns.csv`);
    const csv = dnsCsv([
      { domain: ZONE, ttl: 3600, type: 'MX', weight: 10, target: `mail.${ZONE}.` },
      { domain: ZONE, ttl: 3600, type: 'TXT', weight: null, target: 'say "hi"' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      DNS_CSV_HEADER,
      `"${ZONE}";3600;"MX";10;"mail.${ZONE}."`,
      `"${ZONE}";3600;"TXT";;"say ""hi"""`,
      '',
    ]);
    expect(DNS_CSV_HEADER).toBe('DOMINIO;TTL;TIPO;PESO;TARGET');
  });

  it('neutralises a TXT target a spreadsheet would run as a formula', () => {
    const targets = ['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'];
    const csv = dnsCsv(targets.map((target) => ({ domain: ZONE, ttl: 3600, type: 'TXT', weight: null, target })));
    const cells = csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(';')[4]);
    expect(cells).toEqual(targets.map((t) => `"'${t.replace(/"/g, '""')}"`));
  });
});

describe('what a DNS server accepts, checked the same with PowerDNS or without', () => {
  it.each([
    ['CAA', '0 issue "letsencrypt.org"', null],
    ['CAA', '128 iodef "mailto:dns@example.it"', null],
    ['CAA', '0 issue letsencrypt.org', 'dns.validation.caa'],
    ['CAA', '256 issue "x"', 'dns.validation.caa'],
    ['LOC', '45 27 50.5 N 9 11 24 E 120m', null],
    ['LOC', '52 N 4 E -2m 1m 10000m 10m', null],
    ['LOC', '91 N 4 E 0m', 'dns.validation.loc'],
    ['LOC', '45 60 0 N 4 E 0m', 'dns.validation.loc'],
    ['LOC', 'Milano', 'dns.validation.loc'],
    ['DS', `2371 13 2 ${'0f'.repeat(32)}`, null],
    ['DS', '2371 13 2 xyz', 'dns.validation.ds'],
    ['DS', '70000 13 2 0f', 'dns.validation.ds'],
    ['SSHPF', `1 1 ${'ab'.repeat(20)}`, null],
    ['SSHPF', '1 1', 'dns.validation.sshfp'],
    ['SRV', '10 5 5060 sip.example.it.', null],
    ['SRV', '0 0 0 .', null],
    ['SRV', '10 5 70000 sip.example.it.', 'dns.validation.srv'],
    ['RP', 'admin.example.it. .', null],
    ['RP', 'admin', 'dns.validation.rp'],
  ] as const)('%s %s → %s', (type, target, error) => {
    expect(dnsTargetError({ type, domain: 'x', target })).toBe(error);
  });

  it('takes a wildcard only as the leftmost label', () => {
    expect(isRecordName('*.shop')).toBe(true);
    expect(isRecordName('*')).toBe(true);
    expect(isRecordName('a.*.b')).toBe(false);
    expect(isRecordName('a*.b')).toBe(false);
  });

  it('refuses a CNAME at the apex of the zone', () => {
    const parsed = dnsZoneSchema(ZONE).safeParse({
      records: [{ domain: '@', ttl: 3600, type: 'CNAME', weight: null, target: 'web.example.net.' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['records.0.domain', 'dns.validation.cname_apex'],
    ]);
  });

  it('publishes the canonical spelling DNS servers print back', () => {
    expect(canonicalTarget('LOC', '52 N 4 E -2m')).toBe('52 0 0.000 N 4 0 0.000 E -2.00m 1.00m 10000.00m 10.00m');
    expect(canonicalTarget('SRV', '10  05 5060 sip.example.it.')).toBe('10 5 5060 sip.example.it.');
    expect(canonicalTarget('CAA', '00 issue "a b"')).toBe('0 issue "a b"');
    expect(canonicalTarget('A', '192.0.2.1')).toBe('192.0.2.1');
  });
});
