import type { StaffAuditEntry, StaffCompanyDetail, StaffRole } from '@sportello/domain';
import type { ListQuery, Page } from '@sportello/domain/api';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { pagedList } from '../../platform/db/paginate.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';

const companyNotFound = () => new DomainError('not_found', 'staff.company_not_found', { reason: 'company_not_found' });

/** One company for the console: its state, and who may act for it with which grants. */
export async function staffCompany(db: Db, id: number): Promise<StaffCompanyDetail> {
  const company = await db
    .selectFrom('aziende')
    .leftJoin('aziende as parent', 'parent.id', 'aziende.parent_id')
    .select([
      'aziende.id',
      'aziende.ragione_sociale',
      'aziende.partita_iva',
      'aziende.codice_fiscale',
      'aziende.email_pec',
      'aziende.approval',
      'aziende.contratto_cliente',
      'aziende.is_reseller',
      'aziende.parent_id',
      'parent.ragione_sociale as parent_name',
      'aziende.currency',
      'aziende.locked',
      'aziende.lingua',
      'aziende.stato',
      'aziende.citta',
      'aziende.created_at',
    ])
    .where('aziende.id', '=', id)
    .executeTakeFirst();
  if (!company) throw companyNotFound();
  const users = await db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select(['users.username', 'users.email', 'company_access.grants'])
    .where('company_access.company_id', '=', id)
    .orderBy('users.username')
    .execute();
  return { ...company, created_at: company.created_at.toISOString(), users };
}

/** A company's audit rows, newest first, through the (company_id, at) index of migration 0008. */
const audit = pagedList({
  rows: (qb, _shape: null, v: { company: number }) =>
    qb
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
      .select([
        sql<string>`audit_log.id::text`.as('id'),
        'audit_log.at',
        'audit_log.action',
        'users.username',
        'audit_log.staff_role',
        'audit_log.subject',
        sql<string | null>`audit_log.before::text`.as('before'),
        sql<string | null>`audit_log.after::text`.as('after'),
      ])
      .where('audit_log.company_id', '=', v.company),
  columns: { at: 'audit_log.at' },
  tieBreaker: 'audit_log.id',
});

export async function companyAudit(db: Db, id: number, list: ListQuery<'at'>): Promise<Page<StaffAuditEntry>> {
  const exists = await db.selectFrom('aziende').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw companyNotFound();
  const page = await audit.page(db, list, null, { company: id });
  return {
    ...page,
    items: page.items.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      staff_role: row.staff_role as StaffRole | null,
    })),
  };
}
