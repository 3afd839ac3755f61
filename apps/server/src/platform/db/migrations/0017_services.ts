import { sql, type Kysely } from 'kysely';

/**
 * Hosting services, DNS zones and cloud servers (issue 12; spec 3 §2, §3, §5, §9). A company's
 * services per domain with their panel (usage in megabytes, locations, auto-upgrade); the SSH keys
 * and the panel password the demo provisioning adapter keeps (the password sealed); each domain's
 * DNS zone and records (the system of record; published to PowerDNS when configured); the cloud
 * servers with their tools.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('hosting_services')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('dominio', 'text', (c) => c.notNull())
    .addColumn('pannello', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('posta', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pecs', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('dns', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('redirect', 'text')
    .addColumn('is_registrazione_dominio', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('hosting_services_company_id_dominio_key', ['company_id', 'dominio'])
    .execute();

  await db.schema
    .createTable('hosting_panels')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().unique().references('hosting_services.id').onDelete('cascade'),
    )
    .addColumn('tipo_pannello', 'text', (c) => c.notNull().check(sql`tipo_pannello in ('cPanel', 'WHM', 'Plesk')`))
    .addColumn('has_whm_key', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('server_fqdn', 'text', (c) => c.notNull())
    // Megabytes (the provider's byte counts scaled by one million, spec 3 §9); a limit of 0 is unlimited.
    .addColumn('quotaused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quotalimit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bwused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bwlimit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('traffico', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('auto_upgrade_bw', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('server_location', 'text', (c) => c.notNull())
    .addColumn('backup_location', 'text', (c) => c.notNull())
    // The demo adapter's state: the panel password, sealed (platform/security/sealed-box.ts).
    .addColumn('password_sealed', 'text')
    .addColumn('password_changed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('hosting_panels_company_id_idx')
    .on('hosting_panels')
    .columns(['company_id', 'id'])
    .execute();

  await db.schema
    .createTable('ssh_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('panel_id', 'integer', (c) => c.notNull().references('hosting_panels.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('ssh_keys_panel_id_key_key', ['panel_id', 'key'])
    .execute();
  await db.schema.createIndex('ssh_keys_company_id_idx').on('ssh_keys').column('company_id').execute();
  await db.schema.createIndex('ssh_keys_created_by_idx').on('ssh_keys').column('created_by').execute();

  await db.schema
    .createTable('dns_zones')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().unique().references('hosting_services.id').onDelete('cascade'),
    )
    .addColumn('dominio', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('published_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('dns_zones_company_id_dominio_idx')
    .on('dns_zones')
    .columns(['company_id', 'dominio'])
    .execute();

  await db.schema
    .createTable('dns_records')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('dns_zones.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('ttl', 'integer', (c) => c.notNull().check(sql`ttl between 800 and 2147483647`))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`type in ('A', 'AAAA', 'CAA', 'CNAME', 'DNAME', 'DS', 'LOC', 'MX', 'TXT', 'RP', 'SPF', 'SRV', 'SSHPF')`,
        ),
    )
    .addColumn('weight', 'integer', (c) => c.check(sql`weight >= 0`))
    .addColumn('target', 'text', (c) => c.notNull())
    .addUniqueConstraint('dns_records_zone_id_position_key', ['zone_id', 'position'])
    .execute();

  await db.schema
    .createTable('cloud_servers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('os', 'text', (c) => c.notNull())
    .addColumn('osrelease', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip4_public', 'text', (c) => c.notNull())
    .addColumn('fqdn', 'text', (c) => c.notNull())
    .addColumn('cpanel', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_cockpit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_console', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('server_location', 'text', (c) => c.notNull())
    .addColumn('backup_location', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('cloud_servers_company_id_nome_idx')
    .on('cloud_servers')
    .columns(['company_id', 'nome', 'id'])
    .execute();
  await db.schema
    .createIndex('cloud_servers_company_id_fqdn_idx')
    .on('cloud_servers')
    .columns(['company_id', 'fqdn', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cloud_servers').execute();
  await db.schema.dropTable('dns_records').execute();
  await db.schema.dropTable('dns_zones').execute();
  await db.schema.dropTable('ssh_keys').execute();
  await db.schema.dropTable('hosting_panels').execute();
  await db.schema.dropTable('hosting_services').execute();
}
