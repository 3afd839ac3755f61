import type { ColumnType, Generated } from 'kysely';
import type { Language, StaffRole } from '@sportello/domain';
import type { CreatedAt, Json } from './column-types.ts';

export interface SettingsTable {
  key: string;
  value: Json;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Every e-mail the portal sends, kept (DESIGN §3): the sender delivers pending rows over SMTP. */
export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  template: string;
  language: Language;
  created_at: CreatedAt;
  /** When a sender may take it (also its lease while one holds it); null once sent or given up. */
  next_attempt_at: Date | null;
  sent_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  message_id: string | null;
  /** The files it leaves with (migration 0028); null for a mail without. */
  attachments: ColumnType<MailAttachment[] | null, string | null | undefined, string | null>;
}

/** A file a mail carries: its name, type and content in base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** One row per state-changing use case: who (actor, or null for the system), on which company, what, before and after. */
export interface AuditLogTable {
  id: Generated<string>;
  at: CreatedAt;
  action: string;
  actor_user_id: number | null;
  staff_role: StaffRole | null;
  company_id: number | null;
  subject: string | null;
  before: Json | null;
  after: Json | null;
  ip: string | null;
  request_id: string | null;
}

/** Newsletter addresses (lower case), users or not. */
export interface NewsletterSubscriptionsTable {
  email: string;
  language: Generated<Language>;
  source: string;
  created_at: CreatedAt;
}

/** Reports sent from the unexpected-error dialog. */
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  comments: string;
  event: Json;
  created_at: CreatedAt;
}

/** The tables of this area, by name. */
/** Signed amounts whose sum per (list, scope) is a long list's total (migration 0050, list-counts.ts). */
export interface ListCountsTable {
  /** Which list (list-counts.ts ListName). */
  list: string;
  scope: number;
  /** int8: pg reads it as a string. */
  n: string;
}

export interface PlatformTables {
  settings: SettingsTable;
  feedback: FeedbackTable;
  outbox: OutboxTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  audit_log: AuditLogTable;
  list_counts: ListCountsTable;
}
