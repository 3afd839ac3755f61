import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, JsonColumn } from './column-types.ts';

/**
 * A partner's introduction and yearly survey (spec 2 §3 Introduction, single record per company).
 * Option fields hold the codes of packages/domain's INTRODUCTION_OPTIONS.
 */
export interface CompanyIntroductionsTable {
  company_id: number;
  presentazione: Generated<string>;
  /** Whether leads (opportunities) are offered to this partner. */
  receive_opportunity: Generated<boolean>;
  categoria_prospect: string | null;
  dipendenti: string | null;
  anni_attivita: string | null;
  fatturato: string | null;
  clienti: string | null;
  dimensione_clienti: JsonColumn<string[]>;
  associazioni: JsonColumn<string[]>;
  preferenza_fatturazione: string | null;
  admin_pros: Generated<string>;
  admin_cons: Generated<string>;
  admin_feature_request: Generated<string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A company's logo or brochure, judged by its bytes on upload; the logo with its 64 px PNG preview. */
export interface CompanyFilesTable {
  company_id: number;
  /** 'logo' or 'brochure'. */
  kind: string;
  filename: string;
  content_type: string;
  size: number;
  content: Buffer;
  preview: Buffer | null;
  created_at: CreatedAt;
}

/**
 * A lead: a project a customer submitted, offered to one partner (spec 2 §3 Opportunity). The first
 * partner to accept takes it (a unique index allows one 'accettata' per project); the other offers
 * turn 'scaduta'; an offer in 'attesa' past `expires_at` reads as 'scaduta'.
 */
export interface OpportunitiesTable {
  id: Generated<number>;
  project_id: number;
  /** The partner the lead is offered to. */
  company_id: number;
  /** 'attesa', 'accettata', 'rifiutata' or 'scaduta'. */
  stato: Generated<string>;
  /** How many of the project's requirements the partner has: why it was offered. */
  matched_skills: number;
  created_at: CreatedAt;
  expires_at: Date;
  decided_at: Date | null;
  decided_by: number | null;
}

/** The tables of this area, by name. */
export interface PartnerProfileTables {
  company_introductions: CompanyIntroductionsTable;
  company_files: CompanyFilesTable;
  opportunities: OpportunitiesTable;
}
