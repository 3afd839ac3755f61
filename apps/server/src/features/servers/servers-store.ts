import { fillTemplate, policies, type CloudServer } from '@sportello/domain';
import type { ListQuery, Page, ListSortKey, serversApi } from '@sportello/domain/api';
import { readsOnly, type CompanyActor } from '../../platform/access/actor.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { pagedList } from '../../platform/db/paginate.ts';

/** What a server shows (and its links are built from): not its company nor when it was created. */
const SERVER_COLUMNS = [
  'cloud_servers.id',
  'cloud_servers.nome',
  'cloud_servers.os',
  'cloud_servers.osrelease',
  'cloud_servers.ip4_public',
  'cloud_servers.fqdn',
  'cloud_servers.cpanel',
  'cloud_servers.has_cockpit',
  'cloud_servers.has_console',
  'cloud_servers.server_location',
  'cloud_servers.backup_location',
] as const;

const servers = pagedList({
  rows: (qb, _shape: null, v: { company: number }) =>
    qb.selectFrom('cloud_servers').select(SERVER_COLUMNS).where('cloud_servers.company_id', '=', v.company),
  search: ['cloud_servers.nome', 'cloud_servers.fqdn', 'cloud_servers.ip4_public', 'cloud_servers.os'],
  columns: { nome: 'cloud_servers.nome', fqdn: 'cloud_servers.fqdn' },
  tieBreaker: 'cloud_servers.id',
});

/**
 * GET /rest/servers (spec 3 §2 servers): the company's cloud servers, searched on name, FQDN, IP
 * and OS (indexes cloud_servers_company_id_nome_idx / _fqdn_idx). The WHM, Cockpit and console
 * links are built here from the configured templates (DESIGN §5), for the developer grant only
 * (spec 3 §6 "panel links").
 */
export async function listServers(
  db: Db,
  config: Pick<Config, 'linkTemplates'>,
  actor: CompanyActor,
  list: ListQuery<ListSortKey<typeof serversApi.list>>,
): Promise<Page<CloudServer>> {
  const page = await servers.page(db, list, null, { company: actor.company.id });
  const links = policies.manageServices(actor).allowed && !readsOnly(actor);
  const t = config.linkTemplates;
  return {
    ...page,
    items: page.items.map((s) => {
      const values = { fqdn: s.fqdn, id: s.id, ip: s.ip4_public };
      return {
        id: s.id,
        nome: s.nome,
        os: s.os,
        osrelease: s.osrelease,
        ip4_public: s.ip4_public,
        fqdn: s.fqdn,
        cpanel: s.cpanel,
        has_cockpit: s.has_cockpit,
        has_console: s.has_console,
        server_location: s.server_location,
        backup_location: s.backup_location,
        whm_url: links && s.cpanel ? fillTemplate(t.whm, values) : null,
        cockpit_url: links && s.has_cockpit ? fillTemplate(t.cockpit, values) : null,
        console_url: links && s.has_console ? fillTemplate(t.console, values) : null,
      };
    }),
  };
}
