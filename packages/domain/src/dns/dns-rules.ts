import { z } from 'zod';
import { csvText } from '../format/csv.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { dkimError, dmarcError } from '../validators/dns-records.ts';
import { isIpv4, isIpv6 } from '../validators/network.ts';

/**
 * The DNS record rules of spec 3 §5 and §9, applied by the record editor and by the server's
 * PUT /rest/dns/{domain} alike: types, TTL and MX weight ranges, required domain and target,
 * CNAME exclusivity, the target's kind (ipv4, dkim, dmarc) and the trailing-dot completion.
 */

/** Spec 3 §5, in its order ('SSHPF' as the spec writes it; published as the SSHFP type). */
export const DNS_RECORD_TYPES = [
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
] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

/** Spec 3 §9. */
export const DNS_LIMITS = {
  ttlMin: 800,
  ttlMax: 2147483647,
  weightMin: 0,
  weightMax: 2147483647,
  target: 4000,
  domain: 253,
  records: 500,
} as const;
export const DNS_DEFAULT_TTL = 3600;

/** The types whose target is a name: without a trailing dot the zone is appended (spec 3 §5). */
export const NAME_TARGET_TYPES: readonly DnsRecordType[] = ['CNAME', 'DNAME', 'MX'];

export const CNAME_MIX_MESSAGE: MessageKey = 'dns.validation.cname_mix';

/** What the target input expects (spec 3 §5 "adapts to the record kind"). */
export type DnsTargetKind = 'ipv4' | 'ipv6' | 'dkim' | 'dmarc' | 'name' | 'text';

export function dnsTargetKind(record: { type: string; domain: string }): DnsTargetKind {
  const name = record.domain.trim().toLowerCase();
  if (record.type === 'A') return 'ipv4';
  if (record.type === 'AAAA') return 'ipv6';
  if (record.type === 'TXT' && (name === '_dmarc' || name.startsWith('_dmarc.'))) return 'dmarc';
  if (record.type === 'TXT' && /(^|\.)_domainkey(\.|$)/.test(name)) return 'dkim';
  if ((NAME_TARGET_TYPES as readonly string[]).includes(record.type)) return 'name';
  return 'text';
}

/** A record name as entered ('@', 'www', 'www.example.it', 'www.example.it.') → its full name in the zone, no trailing dot. */
export function qualifyName(name: string, zone: string): string {
  const n = name.trim().replace(/\.$/, '').toLowerCase();
  const z = zone.trim().replace(/\.$/, '').toLowerCase();
  if (n === '' || n === '@' || n === z) return z;
  return n.endsWith(`.${z}`) ? n : `${n}.${z}`;
}

/** Spec 3 §5: a CNAME, DNAME or MX target without a trailing dot gets the domain appended. */
export function completeTarget(type: string, target: string, zone: string): string {
  const t = target.trim();
  if (!(NAME_TARGET_TYPES as readonly string[]).includes(type) || t === '' || t.endsWith('.')) return t;
  return `${t}.${zone.trim().replace(/\.$/, '')}.`;
}

const LABEL = /^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/;
/**
 * A record's owner name: labels of letters, digits, '-', '_' (for _dmarc, _sip…); '*' only as the
 * leftmost label (a wildcard: `*.shop`, never `a.*.b`, which DNS servers refuse).
 */
export function isRecordName(name: string): boolean {
  const n = name.trim().replace(/\.$/, '');
  if (n === '@') return true;
  return (
    n.length > 0 &&
    n.length <= DNS_LIMITS.domain &&
    n.split('.').every((label, i) => LABEL.test(label) || (label === '*' && i === 0))
  );
}

const uint = (value: string | undefined, max: number) => value !== undefined && Number(value) <= max;
const HEX = /^(?:[0-9A-Fa-f]{2})+$/;
const DECIMAL = String.raw`\d{1,8}(?:\.\d{1,2})?`;
const SECONDS = String.raw`\d{1,2}(?:\.\d{1,3})?`;
const LOC = new RegExp(
  String.raw`^(?<d1>\d{1,2})(?:\s+(?<m1>\d{1,2})(?:\s+(?<s1>${SECONDS}))?)?\s+(?<ns>[NS])` +
    String.raw`\s+(?<d2>\d{1,3})(?:\s+(?<m2>\d{1,2})(?:\s+(?<s2>${SECONDS}))?)?\s+(?<ew>[EW])` +
    String.raw`\s+(?<alt>-?${DECIMAL})m?(?:\s+(?<size>${DECIMAL})m?(?:\s+(?<hp>${DECIMAL})m?(?:\s+(?<vp>${DECIMAL})m?)?)?)?$`,
);

/** A LOC target's fields (RFC 1876 §3, with its defaults), or null when it is not one. */
function parseLoc(target: string) {
  const g = LOC.exec(target)?.groups;
  if (!g) return null;
  const n = (v: string | undefined, fallback: number) => (v === undefined ? fallback : Number(v));
  const loc = {
    d1: n(g.d1, 0),
    m1: n(g.m1, 0),
    s1: n(g.s1, 0),
    ns: g.ns!,
    d2: n(g.d2, 0),
    m2: n(g.m2, 0),
    s2: n(g.s2, 0),
    ew: g.ew!,
    alt: n(g.alt, 0),
    size: n(g.size, 1),
    hp: n(g.hp, 10000),
    vp: n(g.vp, 10),
  };
  const valid =
    loc.d1 <= 90 &&
    loc.m1 <= 59 &&
    loc.s1 < 60 &&
    loc.d2 <= 180 &&
    loc.m2 <= 59 &&
    loc.s2 < 60 &&
    loc.alt >= -100000 &&
    loc.alt <= 42849672.95 &&
    [loc.size, loc.hp, loc.vp].every((v) => v <= 90000000);
  return valid ? loc : null;
}

/**
 * The presentation formats a DNS server accepts for the structured types (RFC 8659 CAA, RFC 1876
 * LOC, RFC 4034 DS, RFC 4255 SSHFP, RFC 2782 SRV, RFC 1183 RP): checked the same whether zones are
 * kept in the database or published to PowerDNS, so nothing is stored that a server refuses later.
 */
function structuredTargetError(type: string, target: string): MessageKey | null {
  const parts = target.split(/\s+/);
  switch (type) {
    case 'CAA': {
      const m = /^(\d{1,3})\s+([A-Za-z0-9]{1,15})\s+"((?:[^"\\]|\\.)*)"$/.exec(target);
      return m && uint(m[1], 255) ? null : 'dns.validation.caa';
    }
    case 'LOC':
      return parseLoc(target) ? null : 'dns.validation.loc';
    case 'DS':
      return parts.length === 4 &&
        /^\d+$/.test(parts.slice(0, 3).join('')) &&
        uint(parts[0], 65535) &&
        uint(parts[1], 255) &&
        uint(parts[2], 255) &&
        HEX.test(parts[3]!)
        ? null
        : 'dns.validation.ds';
    case 'SSHPF':
      return parts.length === 3 &&
        /^\d+$/.test(parts.slice(0, 2).join('')) &&
        uint(parts[0], 255) &&
        uint(parts[1], 255) &&
        HEX.test(parts[2]!)
        ? null
        : 'dns.validation.sshfp';
    case 'SRV':
      return parts.length === 4 &&
        /^\d+$/.test(parts.slice(0, 3).join('')) &&
        parts.slice(0, 3).every((p) => uint(p, 65535)) &&
        (parts[3] === '.' || isRecordName(parts[3]!.replace(/\.$/, '')))
        ? null
        : 'dns.validation.srv';
    case 'RP':
      return parts.length === 2 && parts.every((p) => p === '.' || isRecordName(p.replace(/\.$/, '')))
        ? null
        : 'dns.validation.rp';
    default:
      return null;
  }
}

/**
 * The canonical presentation of a valid target, as DNS servers print it back (single spaces,
 * numbers without leading zeros, LOC with every field): PowerDNS refuses any other spelling of the
 * same data. Zones keep what the user typed; this is what is published.
 */
export function canonicalTarget(type: string, target: string): string {
  const parts = target.trim().split(/\s+/);
  const num = (v: string) => String(Number(v));
  switch (type) {
    case 'CAA': {
      const m = /^(\d{1,3})\s+([A-Za-z0-9]{1,15})\s+(".*")$/s.exec(target.trim());
      return m ? `${num(m[1]!)} ${m[2]} ${m[3]}` : target;
    }
    case 'LOC': {
      const l = parseLoc(target.trim());
      if (!l) return target;
      const m = (v: number) => `${v.toFixed(2)}m`;
      return [
        l.d1,
        l.m1,
        l.s1.toFixed(3),
        l.ns,
        l.d2,
        l.m2,
        l.s2.toFixed(3),
        l.ew,
        m(l.alt),
        m(l.size),
        m(l.hp),
        m(l.vp),
      ].join(' ');
    }
    case 'DS':
    case 'SSHPF':
    case 'SRV':
      return parts.map((p, i) => (i < parts.length - 1 ? num(p) : p)).join(' ');
    case 'RP':
      return parts.join(' ');
    default:
      return target;
  }
}

/** The target's own check by kind; null when valid. */
export function dnsTargetError(record: { type: string; domain: string; target: string }): MessageKey | null {
  const target = record.target.trim();
  if (target === '') return 'validation.required';
  switch (dnsTargetKind(record)) {
    case 'ipv4':
      return isIpv4(target) ? null : 'validation.ipv4';
    case 'ipv6':
      return isIpv6(target) ? null : 'validation.ipv6';
    case 'dkim':
      return dkimError(target);
    case 'dmarc':
      return dmarcError(target);
    case 'name':
      return isRecordName(target.replace(/\.$/, '')) && !target.startsWith('*') ? null : 'validation.hostname';
    default:
      return structuredTargetError(record.type, target);
  }
}

const intIn = (min: number, max: number, message: MessageKey) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
    z
      .number({
        error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : message),
      })
      .int({ message })
      .min(min, { message })
      .max(max, { message }),
  );

/** One record as the editor and the API carry it. */
export const DnsRecordSchema = z
  .object({
    domain: z.string().trim().min(1, { message: 'validation.required' }).max(DNS_LIMITS.domain),
    ttl: intIn(DNS_LIMITS.ttlMin, DNS_LIMITS.ttlMax, 'dns.validation.ttl'),
    type: z.enum(DNS_RECORD_TYPES, { message: 'dns.validation.type' }),
    weight: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.union([intIn(DNS_LIMITS.weightMin, DNS_LIMITS.weightMax, 'dns.validation.weight'), z.null()]),
    ),
    target: z.string().trim().min(1, { message: 'validation.required' }).max(DNS_LIMITS.target),
  })
  .superRefine((r, ctx) => {
    if (r.domain !== '' && !isRecordName(r.domain))
      ctx.addIssue({ code: 'custom', path: ['domain'], message: 'validation.hostname' });
    if (r.type === 'MX' && r.weight === null)
      ctx.addIssue({ code: 'custom', path: ['weight'], message: 'validation.required' });
    const targetError = r.target === '' ? null : dnsTargetError(r);
    if (targetError) ctx.addIssue({ code: 'custom', path: ['target'], message: targetError });
  })
  .transform((r) => ({ ...r, weight: r.type === 'MX' ? r.weight : null }));

export type DnsRecordInput = z.input<typeof DnsRecordSchema>;
export type DnsRecord = z.output<typeof DnsRecordSchema>;

/**
 * Spec 3 §5: a CNAME's name may not be the name of any other record. The indexes of the records
 * that break it (every record sharing the name with a CNAME), names compared in the zone.
 */
export function cnameClashes(records: readonly { domain: string; type: string }[], zone: string): number[] {
  const names = records.map((r) => qualifyName(r.domain, zone));
  const clashing = new Set<number>();
  records.forEach((r, i) => {
    if (r.type !== 'CNAME') return;
    names.forEach((name, j) => {
      if (j !== i && name === names[i]) {
        clashing.add(i);
        clashing.add(j);
      }
    });
  });
  return [...clashing].sort((a, b) => a - b);
}

/** The records as stored and published: full names, completed targets, sorted for a stable zone. */
export function normalizeZone(records: readonly DnsRecord[], zone: string): DnsRecord[] {
  return records.map((r) => ({
    ...r,
    domain: qualifyName(r.domain, zone),
    target: completeTarget(r.type, r.target, zone),
  }));
}

/**
 * PUT /rest/dns/{domain}'s body, refused whole when one record breaks a rule: each record's own
 * rules, then CNAME exclusivity (the message on every clashing record's domain).
 */
export function dnsZoneSchema(zone: string) {
  return z
    .object({ records: z.array(DnsRecordSchema).max(DNS_LIMITS.records) })
    .superRefine((body, ctx) => {
      for (const i of cnameClashes(body.records, zone))
        ctx.addIssue({ code: 'custom', path: ['records', i, 'domain'], message: CNAME_MIX_MESSAGE });
      // The zone's apex holds its SOA and NS: a CNAME there is refused by every DNS server (RFC 1034 §3.6.2).
      body.records.forEach((r, i) => {
        if (r.type === 'CNAME' && qualifyName(r.domain, zone) === qualifyName('@', zone))
          ctx.addIssue({ code: 'custom', path: ['records', i, 'domain'], message: 'dns.validation.cname_apex' });
      });
    })
    .transform((body) => ({ records: normalizeZone(body.records, zone) }));
}

/** The body as the endpoint declares it (the zone-dependent rules run again in the use case). */
export const DnsZoneBodySchema = z.object({ records: z.array(DnsRecordSchema).max(DNS_LIMITS.records) });
export type DnsZoneBody = z.input<typeof DnsZoneBodySchema>;

// ---- Mail presets (spec 3 §9) ----

export type MailPreset = 'google' | 'office365';

/** Spec 3 §9: Google adds five MX (1, 5, 5, 10, 10) and an SPF include. */
function googleRecords(zone: string): DnsRecord[] {
  const mx = (weight: number, target: string): DnsRecord => ({
    domain: zone,
    ttl: DNS_DEFAULT_TTL,
    type: 'MX',
    weight,
    target,
  });
  return [
    mx(1, 'aspmx.l.google.com.'),
    mx(5, 'alt1.aspmx.l.google.com.'),
    mx(5, 'alt2.aspmx.l.google.com.'),
    mx(10, 'alt3.aspmx.l.google.com.'),
    mx(10, 'alt4.aspmx.l.google.com.'),
    { domain: zone, ttl: DNS_DEFAULT_TTL, type: 'TXT', weight: null, target: 'v=spf1 include:_spf.google.com ~all' },
  ];
}

/** Spec 3 §9: Office 365 adds one MX of weight 0, CNAMEs with TTL 3600 and two SRV records. */
function office365Records(zone: string): DnsRecord[] {
  const cname = (name: string, target: string): DnsRecord => ({
    domain: `${name}.${zone}`,
    ttl: 3600,
    type: 'CNAME',
    weight: null,
    target,
  });
  return [
    {
      domain: zone,
      ttl: DNS_DEFAULT_TTL,
      type: 'MX',
      weight: 0,
      target: `${zone.replace(/\./g, '-')}.mail.protection.outlook.com.`,
    },
    cname('autodiscover', 'autodiscover.outlook.com.'),
    cname('sip', 'sipdir.online.lync.com.'),
    cname('lyncdiscover', 'webdir.online.lync.com.'),
    { domain: `_sip._tls.${zone}`, ttl: 3600, type: 'SRV', weight: null, target: '100 1 443 sipdir.online.lync.com.' },
    {
      domain: `_sipfederationtls._tcp.${zone}`,
      ttl: 3600,
      type: 'SRV',
      weight: null,
      target: '100 1 5061 sipfed.online.lync.com.',
    },
  ];
}

export function presetRecords(preset: MailPreset, zone: string): DnsRecord[] {
  return preset === 'google' ? googleRecords(zone) : office365Records(zone);
}

/** Whether applying the preset replaces MX records the zone has (the editor asks first, spec 3 §8). */
export function presetReplacesMx(records: readonly { type: string }[]): boolean {
  return records.some((r) => r.type === 'MX');
}

/**
 * The zone after a preset: every MX goes, the preset's records come in; a record of the preset
 * replaces the records it would clash with (same name and type, or any record at a CNAME's name),
 * and an SPF include replaces the apex's other SPF TXT record.
 */
export function applyPreset<R extends { domain: string; type: string; target: string }>(
  records: readonly R[],
  preset: MailPreset,
  zone: string,
): (R | DnsRecord)[] {
  const added = presetRecords(preset, zone);
  const kept = records.filter((r) => {
    if (r.type === 'MX') return false;
    const name = qualifyName(r.domain, zone);
    return !added.some((a) => {
      const addedName = qualifyName(a.domain, zone);
      if (addedName !== name) return false;
      if (a.type === 'CNAME' || r.type === 'CNAME') return true;
      if (a.type === 'TXT' && r.type === 'TXT')
        return a.target.startsWith('v=spf1') && r.target.replace(/^"/, '').startsWith('v=spf1');
      return a.type === r.type && a.type !== 'TXT';
    });
  });
  return [...kept, ...added];
}

// ---- CSV download (spec 3 §9) ----

export const DNS_CSV_HEADER = 'DOMINIO;TTL;TIPO;PESO;TARGET';

/** Spec 3 §9: named after the domain with a dns suffix. */
export function dnsCsvFilename(zone: string): string {
  return `${zone}_dns.csv`;
}

/** The spec's header as it gives it, then the records (strings quoted, numbers bare); the weight only for MX. */
export function dnsCsv(
  records: readonly { domain: string; ttl: number; type: string; weight: number | null; target: string }[],
): string {
  return `${DNS_CSV_HEADER}\r\n${csvText(records.map((r) => [r.domain, r.ttl, r.type, r.weight, r.target]))}`;
}
