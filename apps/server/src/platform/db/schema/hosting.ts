import type { ColumnType, Generated } from 'kysely';
import type { DnsRecordType, PanelType } from '@sportello/domain';
import type { CreatedAt } from './column-types.ts';

/** A company's hosting services on one domain (spec 3 §3 hosting service per domain). */
export interface HostingServicesTable {
  id: Generated<number>;
  company_id: number;
  dominio: string;
  pannello: Generated<boolean>;
  posta: Generated<boolean>;
  pecs: Generated<string[]>;
  dns: Generated<boolean>;
  redirect: string | null;
  is_registrazione_dominio: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The hosting panel of a service (spec 3 §3 panel); usage in megabytes; the demo adapter's password sealed. */
export interface HostingPanelsTable {
  id: Generated<number>;
  company_id: number;
  service_id: number;
  tipo_pannello: PanelType;
  has_whm_key: Generated<boolean>;
  username: string;
  server_fqdn: string;
  quotaused: Generated<number>;
  quotalimit: Generated<number>;
  bwused: Generated<number>;
  bwlimit: Generated<number>;
  traffico: Generated<string>;
  auto_upgrade_bw: Generated<boolean>;
  server_location: string;
  backup_location: string;
  password_sealed: string | null;
  password_changed_at: Date | null;
}

/** An SSH key loaded on a panel (the demo adapter's state). */
export interface SshKeysTable {
  id: Generated<number>;
  company_id: number;
  panel_id: number;
  key: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/** A domain's DNS zone: the system of record, published to PowerDNS when configured. */
export interface DnsZonesTable {
  id: Generated<number>;
  company_id: number;
  service_id: number;
  dominio: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  published_at: Date | null;
}

/** One record of a zone (spec 3 §3 DNS record), in the editor's order. */
export interface DnsRecordsTable {
  id: Generated<number>;
  zone_id: number;
  position: number;
  domain: string;
  ttl: number;
  type: DnsRecordType;
  weight: number | null;
  target: string;
}

/** A company's cloud server (spec 3 §3 cloud server). */
export interface CloudServersTable {
  id: Generated<number>;
  company_id: number;
  nome: string;
  os: string;
  osrelease: Generated<string>;
  ip4_public: string;
  fqdn: string;
  cpanel: Generated<boolean>;
  has_cockpit: Generated<boolean>;
  has_console: Generated<boolean>;
  server_location: string;
  backup_location: string;
  created_at: CreatedAt;
}

/** The tables of this area, by name. */
export interface HostingTables {
  hosting_services: HostingServicesTable;
  hosting_panels: HostingPanelsTable;
  ssh_keys: SshKeysTable;
  dns_zones: DnsZonesTable;
  dns_records: DnsRecordsTable;
  cloud_servers: CloudServersTable;
}
