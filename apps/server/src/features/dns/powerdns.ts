import { canonicalTarget, type DnsRecord } from '@sportello/domain';

/** Where zones are published (DESIGN §3): PowerDNS through its HTTP API, or nowhere (database only). */
export interface DnsPublisher {
  readonly storage: 'powerdns' | 'database';
  /** Makes the server answer exactly these records for the zone (SOA and NS aside). */
  publish(zone: string, records: readonly DnsRecord[]): Promise<void>;
}

export const DATABASE_ONLY: DnsPublisher = { storage: 'database', publish: async () => {} };

export interface PowerDnsConfig {
  url: string;
  apiKey: string;
  serverId: string;
}

export class DnsPublishError extends Error {
  override name = 'DnsPublishError';
}

interface RRSet {
  name: string;
  type: string;
  ttl?: number;
  changetype?: 'REPLACE' | 'DELETE';
  records?: { content: string; disabled: boolean }[];
}

const canonical = (name: string) => `${name.replace(/\.$/, '')}.`;
/** The spec's 'SSHPF' is the SSHFP record type. */
const wireType = (type: string) => (type === 'SSHPF' ? 'SSHFP' : type);

/** TXT and SPF contents are quoted character strings of at most 255 bytes each. */
function quotedText(target: string): string {
  if (/^".*"$/s.test(target)) return target;
  const chunks = target.match(/[\s\S]{1,255}/g) ?? [''];
  return chunks.map((c) => `"${c.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(' ');
}

export function contentOf(record: DnsRecord): string {
  switch (record.type) {
    case 'MX':
      return `${record.weight ?? 0} ${record.target}`;
    case 'TXT':
    case 'SPF':
      return quotedText(record.target);
    default:
      return canonicalTarget(record.type, record.target);
  }
}

/** Records grouped into PowerDNS rrsets (one per name and type; the lowest TTL of the group). */
export function rrsetsOf(records: readonly DnsRecord[]): RRSet[] {
  const sets = new Map<string, RRSet>();
  for (const r of records) {
    const key = `${canonical(r.domain)} ${wireType(r.type)}`;
    const set = sets.get(key) ?? {
      name: canonical(r.domain),
      type: wireType(r.type),
      ttl: r.ttl,
      changetype: 'REPLACE',
      records: [],
    };
    set.ttl = Math.min(set.ttl ?? r.ttl, r.ttl);
    const content = contentOf(r);
    if (!set.records!.some((x) => x.content === content)) set.records!.push({ content, disabled: false });
    sets.set(key, set);
  }
  return [...sets.values()];
}

/**
 * Publishes zones to PowerDNS's HTTP API (Debian's pdns-server): the zone is created on first
 * use (Native, SOA by the server), then one PATCH replaces every rrset the portal keeps and
 * deletes the ones it no longer has; SOA and NS stay the server's.
 */
export function powerDnsPublisher(config: PowerDnsConfig, fetchImpl: typeof fetch = fetch): DnsPublisher {
  const zonesUrl = `${config.url}/api/v1/servers/${encodeURIComponent(config.serverId)}/zones`;
  const call = async (method: string, url: string, body?: unknown): Promise<Response> => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers: {
          'X-API-Key': config.apiKey,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new DnsPublishError(`PowerDNS unreachable: ${(error as Error).message}`);
    }
    return response;
  };
  const fail = async (what: string, response: Response) =>
    new DnsPublishError(`PowerDNS ${what}: ${response.status} ${(await response.text()).slice(0, 300)}`);

  return {
    storage: 'powerdns',
    async publish(zone, records) {
      const zoneId = canonical(zone);
      const zoneUrl = `${zonesUrl}/${encodeURIComponent(zoneId)}`;
      let current = await call('GET', zoneUrl);
      if (current.status === 404 || current.status === 422) {
        const created = await call('POST', zonesUrl, { name: zoneId, kind: 'Native', nameservers: [] });
        if (!created.ok) throw await fail('zone creation', created);
        current = await call('GET', zoneUrl);
      }
      if (!current.ok) throw await fail('zone read', current);
      const existing = ((await current.json()) as { rrsets?: RRSet[] }).rrsets ?? [];
      const wanted = rrsetsOf(records).filter((s) => !(s.name === zoneId && (s.type === 'SOA' || s.type === 'NS')));
      const keep = new Set(wanted.map((s) => `${s.name} ${s.type}`));
      const removed: RRSet[] = existing
        .filter(
          (s) => !(s.name === zoneId && (s.type === 'SOA' || s.type === 'NS')) && !keep.has(`${s.name} ${s.type}`),
        )
        .map((s) => ({ name: s.name, type: s.type, changetype: 'DELETE' }));
      const patched = await call('PATCH', zoneUrl, { rrsets: [...removed, ...wanted] });
      if (!patched.ok) throw await fail('zone update', patched);
    },
  };
}

export function dnsPublisher(config: { pdns?: PowerDnsConfig | undefined }): DnsPublisher {
  return config.pdns ? powerDnsPublisher(config.pdns) : DATABASE_ONLY;
}
