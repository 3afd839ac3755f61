import type { Insertable } from 'kysely';
import type { DnsRecord } from '@sportello/domain';
import type { Db } from '../platform/db/database.ts';
import type { CloudServersTable, HostingPanelsTable, HostingServicesTable } from '../platform/db/schema.ts';

/**
 * The demo hosting services, DNS zones and cloud servers of DESIGN §6 (issue 12): `owner` (Rossi)
 * has domains covering every tab of service_detail — panel (usage in each colour and unlimited
 * traffic), e-mail, PEC, redirect, domain and DNS with a filled zone — plus a domain with nothing
 * left on it ('Nessun dettaglio disponibile'), and cloud servers with and without WHM, Cockpit and
 * console; `reseller` (Alpi) has its own.
 */
interface DemoService {
  service: Omit<Insertable<HostingServicesTable>, 'company_id'>;
  panel?: Omit<Insertable<HostingPanelsTable>, 'company_id' | 'service_id'>;
  zone?: DnsRecord[];
  sshKeys?: string[];
}

const GB = 1000;
const TB = 1000 * GB;

export const DEMO_ZONE = 'rossiarredamenti.it';

const rec = (
  domain: string,
  type: DnsRecord['type'],
  target: string,
  weight: number | null = null,
  ttl = 3600,
): DnsRecord => ({ domain, ttl, type, weight, target });

const ROSSI: DemoService[] = [
  {
    service: {
      dominio: DEMO_ZONE,
      pannello: true,
      posta: true,
      pecs: [`amministrazione@pec.${DEMO_ZONE}`, `info@pec.${DEMO_ZONE}`],
      dns: true,
      is_registrazione_dominio: true,
    },
    panel: {
      tipo_pannello: 'cPanel',
      has_whm_key: false,
      username: 'rossiarr',
      server_fqdn: 'web12.nuvolaria-demo.net',
      quotaused: 6 * GB,
      quotalimit: 10 * GB,
      bwused: 480 * GB,
      bwlimit: 500 * GB,
      traffico: '500 GB',
      auto_upgrade_bw: false,
      server_location: 'Milano (IT)',
      backup_location: 'Lugano (CH)',
    },
    zone: [
      rec(DEMO_ZONE, 'A', '192.0.2.10'),
      rec(`www.${DEMO_ZONE}`, 'A', '192.0.2.10'),
      rec(DEMO_ZONE, 'AAAA', '2001:db8::10'),
      rec(DEMO_ZONE, 'MX', `mx1.nuvolaria-demo.net.`, 10),
      rec(DEMO_ZONE, 'MX', `mx2.nuvolaria-demo.net.`, 20),
      rec(DEMO_ZONE, 'TXT', 'v=spf1 a mx include:spf.nuvolaria-demo.net ~all'),
      rec(`_dmarc.${DEMO_ZONE}`, 'TXT', `v=DMARC1; p=quarantine; rua=mailto:dmarc@${DEMO_ZONE}`),
      rec(
        `default._domainkey.${DEMO_ZONE}`,
        'TXT',
        'v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDdemo+key/AB==',
      ),
      rec(`ftp.${DEMO_ZONE}`, 'CNAME', `www.${DEMO_ZONE}.`),
      rec(DEMO_ZONE, 'CAA', '0 issue "letsencrypt.org"', null, 86400),
    ],
    sshKeys: ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDemoKeyOfMarioRossiForTheDemoPanel0001 mario@rossi-laptop'],
  },
  {
    service: { dominio: 'rossi-shop.it', pannello: true, posta: false, dns: true },
    panel: {
      tipo_pannello: 'WHM',
      has_whm_key: true,
      username: 'rossishop',
      server_fqdn: 'web07.nuvolaria-demo.net',
      quotaused: 8 * GB,
      quotalimit: 10 * GB,
      bwused: 1200 * GB,
      bwlimit: 0,
      traffico: 'Illimitato',
      auto_upgrade_bw: true,
      server_location: 'Lugano (CH)',
      backup_location: 'Milano (IT)',
    },
    zone: [rec('rossi-shop.it', 'A', '192.0.2.20'), rec('www.rossi-shop.it', 'CNAME', 'rossi-shop.it.')],
  },
  {
    service: {
      dominio: 'rossiarredamenti.com',
      redirect: `https://www.${DEMO_ZONE}`,
      dns: true,
      is_registrazione_dominio: true,
    },
    zone: [rec('rossiarredamenti.com', 'A', '192.0.2.30')],
  },
  { service: { dominio: 'rossi-posta.it', posta: true, pecs: ['ufficio@pec.rossi-posta.it'] } },
  // Everything on it was cancelled: the detail says 'Nessun dettaglio disponibile'.
  { service: { dominio: 'arredamenti-rossi.eu' } },
];

const ALPI: DemoService[] = [
  {
    service: { dominio: 'alpidigital.ch', pannello: true, posta: true, dns: true, is_registrazione_dominio: true },
    panel: {
      tipo_pannello: 'Plesk',
      username: 'alpidigital',
      server_fqdn: 'plesk03.nuvolaria-demo.net',
      quotaused: 2 * GB,
      quotalimit: 20 * GB,
      bwused: 100 * GB,
      bwlimit: 1 * TB,
      traffico: '1 TB',
      server_location: 'Lugano (CH)',
      backup_location: 'Zurigo (CH)',
    },
    zone: [
      rec('alpidigital.ch', 'A', '198.51.100.5'),
      rec('alpidigital.ch', 'MX', 'mail.alpidigital.ch.', 10),
      rec('mail.alpidigital.ch', 'A', '198.51.100.6'),
    ],
  },
  { service: { dominio: 'alpi-clienti.ch', redirect: 'https://alpidigital.ch/clienti', dns: true }, zone: [] },
];

const server = (s: Omit<Insertable<CloudServersTable>, 'company_id'>) => s;

const ROSSI_SERVERS = [
  server({
    nome: 'web01',
    os: 'AlmaLinux',
    osrelease: '9.4',
    ip4_public: '203.0.113.11',
    fqdn: 'web01.rossi.nuvolaria-demo.net',
    cpanel: true,
    has_cockpit: false,
    has_console: true,
    server_location: 'Milano (IT)',
    backup_location: 'Lugano (CH)',
  }),
  server({
    nome: 'app01',
    os: 'Debian',
    osrelease: '12',
    ip4_public: '203.0.113.12',
    fqdn: 'app01.rossi.nuvolaria-demo.net',
    has_cockpit: true,
    has_console: true,
    server_location: 'Lugano (CH)',
    backup_location: 'Milano (IT)',
  }),
  server({
    nome: 'archivio',
    os: 'Ubuntu',
    osrelease: '24.04',
    ip4_public: '203.0.113.13',
    fqdn: 'archivio.rossi.nuvolaria-demo.net',
    server_location: 'Milano (IT)',
    backup_location: 'Zurigo (CH)',
  }),
];
const ALPI_SERVERS = [
  server({
    nome: 'alpi-cloud01',
    os: 'AlmaLinux',
    osrelease: '8.10',
    ip4_public: '198.51.100.21',
    fqdn: 'cloud01.alpi.nuvolaria-demo.net',
    has_cockpit: true,
    has_console: true,
    server_location: 'Lugano (CH)',
    backup_location: 'Zurigo (CH)',
  }),
];

export async function seedServices(db: Db, { owner, reseller }: { owner: number; reseller: number }): Promise<void> {
  for (const [companyId, services, servers] of [
    [owner, ROSSI, ROSSI_SERVERS],
    [reseller, ALPI, ALPI_SERVERS],
  ] as const) {
    for (const demo of services) {
      const { id: serviceId } = await db
        .insertInto('hosting_services')
        .values({ ...demo.service, company_id: companyId })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (demo.panel) {
        const { id: panelId } = await db
          .insertInto('hosting_panels')
          .values({ ...demo.panel, company_id: companyId, service_id: serviceId })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const key of demo.sshKeys ?? [])
          await db.insertInto('ssh_keys').values({ company_id: companyId, panel_id: panelId, key }).execute();
      }
      if (demo.zone) {
        const { id: zoneId } = await db
          .insertInto('dns_zones')
          .values({ company_id: companyId, service_id: serviceId, dominio: demo.service.dominio })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (demo.zone.length)
          await db
            .insertInto('dns_records')
            .values(demo.zone.map((r, position) => ({ zone_id: zoneId, position, ...r })))
            .execute();
      }
    }
    await db
      .insertInto('cloud_servers')
      .values(servers.map((s) => ({ ...s, company_id: companyId })))
      .execute();
  }
}
