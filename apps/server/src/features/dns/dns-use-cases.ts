import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { dnsZoneSchema, type DnsRecord, type DnsZone, type DnsZoneBody } from '@sportello/domain';
import { readsOnly, type CompanyActor } from '../../platform/access/actor.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Config } from '../../config.ts';
import { CompiledQueries } from '../../platform/db/compiled-queries.ts';
import type { Db } from '../../platform/db/database.ts';
import { DomainError, InputValidationError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { policies } from '@sportello/domain';
import { requireDeveloper } from '../../modules/hosting/index.ts';
import { dnsPublisher, DnsPublishError } from './powerdns.ts';

const zoneNotFound = () => new DomainError('not_found', 'dns.zone_not_found', { reason: 'zone_not_found' });

/**
 * The company's service of this domain with its zone's records in their order, in one query; refused
 * as not found when the domain has no zone here: the provider manages neither its DNS nor its
 * registration (spec 3 §2 "Domain and DNS"). `lock` locks the service's row for a change of the zone.
 */
async function serviceZone(
  db: Db,
  actor: CompanyActor,
  dominio: string,
  lock = false,
): Promise<{ id: number; records: DnsRecord[] }> {
  const { rows } = await db.executeQuery(serviceZoneQueries.for({ lock }, { company: actor.company.id, dominio }));
  const service = rows[0];
  if (!service || !(service.dns || service.is_registrazione_dominio)) throw zoneNotFound();
  return service;
}

/** Compiled once per shape (compiled-queries.ts): the zone is read on every visit of the DNS tab. */
const serviceZoneQueries = new CompiledQueries(
  (qb, shape: { lock: boolean }, v: { company: number; dominio: string }) =>
    qb
      .selectFrom('hosting_services')
      .select(['hosting_services.id', 'hosting_services.dns', 'hosting_services.is_registrazione_dominio'])
      .select((eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('dns_records')
            .innerJoin('dns_zones', 'dns_zones.id', 'dns_records.zone_id')
            .select([
              'dns_records.domain',
              'dns_records.ttl',
              'dns_records.type',
              'dns_records.weight',
              'dns_records.target',
            ])
            .whereRef('dns_zones.service_id', '=', 'hosting_services.id')
            .where('dns_zones.company_id', '=', v.company)
            .orderBy('dns_records.position'),
        ).as('records'),
      )
      .where('hosting_services.company_id', '=', v.company)
      .where('hosting_services.dominio', '=', v.dominio)
      .$if(shape.lock, (q) => q.forUpdate('hosting_services')),
);

function zoneOf(actor: CompanyActor, config: Pick<Config, 'pdns'>, dominio: string, records: DnsRecord[]): DnsZone {
  return {
    domain: dominio,
    records,
    editable: policies.manageServices(actor).allowed && !readsOnly(actor),
    // Operators are told where the zone lives; customers never are (issue 12).
    storage: actor.is_staff ? dnsPublisher(config).storage : null,
  };
}

/** GET /rest/dns/{domain}: the company's zone, read by every grant of the route (download stays available). */
export async function readZone(
  db: Db,
  config: Pick<Config, 'pdns'>,
  actor: CompanyActor,
  dominio: string,
): Promise<DnsZone> {
  return zoneOf(actor, config, dominio, (await serviceZone(db, actor, dominio)).records);
}

/**
 * PUT /rest/dns/{domain} (spec 3 §5, §7): replaces the zone's records in one transaction, refused
 * whole (400, the message at each record's field) when one breaks a rule. With PowerDNS configured
 * the zone is published before the transaction commits: when the DNS server refuses, nothing is
 * saved (409 publish_failed).
 */
export async function saveZone(ctx: CompanyContext, dominio: string, body: DnsZoneBody): Promise<DnsZone> {
  requireDeveloper(ctx.actor);
  const parsed = dnsZoneSchema(dominio).safeParse(body);
  if (!parsed.success) throw new InputValidationError(parsed.error.issues);
  const records = parsed.data.records;
  const publisher = dnsPublisher(ctx.config);

  return inTransaction(ctx, async (tx) => {
    const { records: before, ...service } = await serviceZone(tx.db, tx.actor, dominio, true);
    const zone =
      (await tx.db
        .selectFrom('dns_zones')
        .select('id')
        .where('service_id', '=', service.id)
        .where('company_id', '=', tx.actor.company.id)
        .executeTakeFirst()) ??
      (await tx.db
        .insertInto('dns_zones')
        .values({ company_id: tx.actor.company.id, service_id: service.id, dominio })
        .returning('id')
        .executeTakeFirstOrThrow());
    await tx.db.deleteFrom('dns_records').where('zone_id', '=', zone.id).execute();
    if (records.length) {
      await tx.db
        .insertInto('dns_records')
        .values(records.map((r, position) => ({ zone_id: zone.id, position, ...r })))
        .execute();
    }
    try {
      await publisher.publish(dominio, records);
    } catch (error) {
      if (!(error instanceof DnsPublishError)) throw error;
      tx.log.warn({ err: error, zone: dominio }, 'DNS zone not published');
      throw new DomainError('conflict', 'dns.publish_failed', { reason: 'publish_failed' });
    }
    await tx.db
      .updateTable('dns_zones')
      .set({ updated_at: tx.now, published_at: publisher.storage === 'powerdns' ? tx.now : null })
      .where('id', '=', zone.id)
      .execute();
    await writeAudit(tx.db, tx.source, {
      action: 'dns.zone_saved',
      subject: dominio,
      before: { records: before },
      after: { records, storage: publisher.storage },
    });
    return zoneOf(tx.actor, tx.config, dominio, records);
  });
}
