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

const LABEL = /^(?:\*|[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)$/;
/** A record's owner name: labels of letters, digits, '-', '_' (for _dmarc, _sip…), or '*'. */
export function isRecordName(name: string): boolean {
  const n = name.trim().replace(/\.$/, '');
  if (n === '@') return true;
  return n.length > 0 && n.length <= DNS_LIMITS.domain && n.split('.').every((label) => LABEL.test(label));
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
      return isRecordName(target.replace(/\.$/, '')) ? null : 'validation.hostname';
    default:
      return null;
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
