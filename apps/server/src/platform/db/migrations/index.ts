import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_identity.ts';
import * as m0003 from './0003_onboarding.ts';
import * as m0004 from './0004_oidc.ts';
import * as m0005 from './0005_account.ts';
import * as m0006 from './0006_users.ts';
import * as m0007 from './0007_partner_projects.ts';
import * as m0008 from './0008_platform.ts';
import * as m0009 from './0009_auth_throttle.ts';
import * as m0010 from './0010_reauthentication.ts';
import * as m0011 from './0011_catalogue.ts';
import * as m0012 from './0012_localized_data.ts';
import * as m0013 from './0013_products.ts';
import * as m0014 from './0014_read_speed.ts';
import * as m0015 from './0015_transfers.ts';
import * as m0016 from './0016_ledger.ts';
import * as m0017 from './0017_services.ts';
import * as m0018 from './0018_tickets.ts';
import * as m0019 from './0019_ticket_invoices.ts';
import * as m0020 from './0020_recurring_mandates.ts';
import * as m0021 from './0021_product_group_counts.ts';
import * as m0022 from './0022_open_ticket_counts.ts';
import * as m0023 from './0023_payment_refunds.ts';
import * as m0024 from './0024_offers.ts';
import * as m0025 from './0025_totp_recovery_codes.ts';
import * as m0026 from './0026_my_customers.ts';
import * as m0027 from './0027_offer_orders.ts';
import * as m0028 from './0028_outbox_attachments.ts';
import * as m0029 from './0029_ticket_documents.ts';
import * as m0030 from './0030_operator_console.ts';
import * as m0033 from './0033_billing_runs.ts';
import * as m0036 from './0036_partner_credit.ts';
import * as m0040 from './0040_introduction.ts';
import * as m0041 from './0041_opportunities.ts';
import * as m0043 from './0043_upgrade_targets.ts';
import * as m0044 from './0044_commission_queue.ts';
import * as m0047 from './0047_alert_reads.ts';
import * as m0049 from './0049_list_indexes.ts';
import * as m0050 from './0050_list_counts.ts';
import * as m0051 from './0051_credit_balances.ts';
import * as m0052 from './0052_announced_cache_tables.ts';

/**
 * Every migration, in order. Listed by hand rather than read from the folder
 * so they run the same under tsx, vitest and any bundler. Names never change
 * once released: Kysely records them in kysely_migration.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_identity': m0002,
  '0003_onboarding': m0003,
  '0004_oidc': m0004,
  '0005_account': m0005,
  '0006_users': m0006,
  '0007_partner_projects': m0007,
  '0008_platform': m0008,
  '0009_auth_throttle': m0009,
  '0010_reauthentication': m0010,
  '0011_catalogue': m0011,
  '0012_localized_data': m0012,
  '0013_products': m0013,
  '0014_read_speed': m0014,
  '0015_transfers': m0015,
  '0016_ledger': m0016,
  '0017_services': m0017,
  '0018_tickets': m0018,
  '0019_ticket_invoices': m0019,
  '0020_recurring_mandates': m0020,
  '0021_product_group_counts': m0021,
  '0022_open_ticket_counts': m0022,
  '0023_payment_refunds': m0023,
  '0024_offers': m0024,
  '0025_totp_recovery_codes': m0025,
  '0026_my_customers': m0026,
  '0027_offer_orders': m0027,
  '0028_outbox_attachments': m0028,
  '0029_ticket_documents': m0029,
  '0030_operator_console': m0030,
  '0033_billing_runs': m0033,
  '0036_partner_credit': m0036,
  '0040_introduction': m0040,
  '0041_opportunities': m0041,
  '0043_upgrade_targets': m0043,
  '0044_commission_queue': m0044,
  '0047_alert_reads': m0047,
  '0049_list_indexes': m0049,
  '0050_list_counts': m0050,
  '0051_credit_balances': m0051,
  '0052_announced_cache_tables': m0052,
};
