import type {
  CompanyTables,
  UsersTables,
  SessionsTables,
  PlatformTables,
  PartnerTables,
  CatalogueTables,
  ProductsTables,
  HostingTables,
  TicketsTables,
  LedgerTables,
  OffersTables,
  BillingTables,
  PartnerProfileTables,
  AlertsTables,
} from './schema/index.ts';

export type * from './schema/index.ts';

/**
 * The database types, declared once. The migrations create these tables;
 * schema.test.ts compares every table and column (name, nullability, kind)
 * with the migrated database, so the two cannot drift apart.
 *
 * Conventions: `numeric` columns are parsed to numbers (percentages only —
 * money is integer cents), `date` columns stay 'YYYY-MM-DD' strings,
 * `timestamptz` columns are Dates.
 *
 * Each area declares its tables in `schema/<area>.ts`; the owner of each table is in table-owners.ts.
 */
export interface Database
  extends CompanyTables,
    UsersTables,
    SessionsTables,
    PlatformTables,
    PartnerTables,
    CatalogueTables,
    ProductsTables,
    HostingTables,
    TicketsTables,
    LedgerTables,
    OffersTables,
    BillingTables,
    PartnerProfileTables,
    AlertsTables {}
