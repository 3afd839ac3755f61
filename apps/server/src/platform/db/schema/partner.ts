import type { Generated } from 'kysely';
import type { DocumentSection, Language } from '@sportello/domain';
import type { CreatedAt } from './column-types.ts';

/** Useful documents (spec 3 'Documenti utili') per billing entity and language: a PDF, or a contract text of `terms`. */
export interface DocumentsTable {
  id: Generated<number>;
  /** 'contrattuali', 'amministrativi' or 'altri'. */
  sezione: DocumentSection;
  /** null: for the companies of every billing entity. */
  fatturante_id: number | null;
  lingua: Language;
  nome: string;
  descrizione: Generated<string>;
  /** A contract text (terms.tipo) shown in a dialog, instead of a file. */
  contract_type: string | null;
  filename: string | null;
  content: Buffer | null;
  reseller_only: Generated<boolean>;
  position: Generated<number>;
  created_at: CreatedAt;
}

/** Requests to become a partner (POST /rest/become_partner), for the operators; one pending per company. */
export interface PartnerRequestsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  modalita: string;
  fatturazione_mensile: boolean;
  provvigioni_in_fattura: boolean;
  /** 'pending', 'accepted' or 'rejected'. */
  stato: Generated<string>;
  created_at: CreatedAt;
}

/** Projects a company submits to the partner network (spec 3 §3 Project). */
export interface ProjectsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  nome: string;
  descrizione: string;
  dominio: Generated<string>;
  tempistiche: Generated<string>;
  /** Cents of `currency`. */
  budget: number | null;
  currency: string;
  contatti: string;
  /** When the sender ticked the authorisation checkbox. */
  authorized_at: Date;
  created_at: CreatedAt;
}

/** A project's skills, tech skills and business sectors (id_requirements). */
export interface ProjectRequirementsTable {
  project_id: number;
  skill_id: number;
}

/** The tables of this area, by name. */
export interface PartnerTables {
  documents: DocumentsTable;
  partner_requests: PartnerRequestsTable;
  projects: ProjectsTable;
  project_requirements: ProjectRequirementsTable;
}
