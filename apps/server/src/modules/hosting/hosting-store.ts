import type { Selectable } from 'kysely';
import type { HostingService } from '@sportello/domain';
import type { ListQuery, Page, ListSortKey, servicesApi } from '@sportello/domain/api';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import { pagedList } from '../../platform/db/paginate.ts';
import type { HostingPanelsTable, HostingServicesTable, SelectedColumns } from '../../platform/db/schema.ts';

export type ServiceRow = Selectable<HostingServicesTable>;
export type PanelRow = Selectable<HostingPanelsTable>;

/** What a service shows: not its ids nor when it was created or changed. */
const SERVICE_COLUMNS = [
  'hosting_services.dominio',
  'hosting_services.pannello',
  'hosting_services.posta',
  'hosting_services.pecs',
  'hosting_services.dns',
  'hosting_services.redirect',
  'hosting_services.is_registrazione_dominio',
] as const;

export function toHostingService(row: SelectedColumns<ServiceRow, (typeof SERVICE_COLUMNS)[number]>): HostingService {
  return {
    dominio: row.dominio,
    pannello: row.pannello,
    posta: row.posta,
    pecs: row.pecs,
    dns: row.dns,
    redirect: row.redirect,
    is_registrazione_dominio: row.is_registrazione_dominio,
  };
}

const services = pagedList({
  rows: (qb, _shape: null, v: { company: number }) =>
    qb.selectFrom('hosting_services').select(SERVICE_COLUMNS).where('hosting_services.company_id', '=', v.company),
  search: ['hosting_services.dominio'],
  columns: { dominio: 'hosting_services.dominio' },
  tieBreaker: 'hosting_services.id',
});

/** 'I miei hosting': the company's domains, by name, filtered on the domain (index hosting_services_company_id_dominio_key). */
export async function listServices(
  db: Db,
  scope: CompanyScope,
  list: ListQuery<ListSortKey<typeof servicesApi.list>>,
): Promise<Page<HostingService>> {
  const page = await services.page(db, list, null, { company: scope.company.id });
  return { ...page, items: page.items.map(toHostingService) };
}

/** The company's services on a domain; undefined when it has none there (another company's are not found). */
export function findService(
  db: Db,
  scope: CompanyScope,
  dominio: string,
  lock = false,
): Promise<ServiceRow | undefined> {
  return db
    .selectFrom('hosting_services')
    .selectAll()
    .where('company_id', '=', scope.company.id)
    .where('dominio', '=', dominio)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

export function findPanelOfService(
  db: Db,
  scope: CompanyScope,
  serviceId: number,
  lock = false,
): Promise<PanelRow | undefined> {
  return db
    .selectFrom('hosting_panels')
    .selectAll()
    .where('company_id', '=', scope.company.id)
    .where('service_id', '=', serviceId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

export function findPanel(db: Db, scope: CompanyScope, id: number, lock = false): Promise<PanelRow | undefined> {
  return db
    .selectFrom('hosting_panels')
    .selectAll()
    .where('company_id', '=', scope.company.id)
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function updateService(
  db: Db,
  scope: CompanyScope,
  id: number,
  changes: Partial<Pick<ServiceRow, 'redirect'>>,
  now: Date,
): Promise<ServiceRow> {
  return db
    .updateTable('hosting_services')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', scope.company.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePanel(
  db: Db,
  scope: CompanyScope,
  id: number,
  changes: Partial<Pick<PanelRow, 'auto_upgrade_bw' | 'password_sealed' | 'password_changed_at'>>,
): Promise<PanelRow> {
  return db
    .updateTable('hosting_panels')
    .set(changes)
    .where('id', '=', id)
    .where('company_id', '=', scope.company.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
