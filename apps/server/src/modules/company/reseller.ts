import { writeAudit, type AuditSource } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Azienda } from '../../platform/db/schema.ts';
import { updateCompany } from './company-store.ts';
import { lockCompany } from './lock-company.ts';

/**
 * An accepted partner request (spec 3 'Diventa partner'): the company becomes a reseller, invoiced
 * monthly as it asked; on the caller's transaction, audited. Answers the company as it was.
 */
export async function makeReseller(
  db: Db,
  source: AuditSource,
  companyId: number,
  terms: { modalita: string; fatturazione_mensile: boolean },
): Promise<Azienda> {
  const company = await lockCompany(db, { company: { id: companyId } });
  const after = { is_reseller: true, fatturazione_mensile: terms.fatturazione_mensile };
  await updateCompany(db, { company }, after);
  await writeAudit(db, source, {
    action: 'company.made_reseller',
    companyId,
    before: { is_reseller: company.is_reseller, fatturazione_mensile: company.fatturazione_mensile },
    after: { ...after, modalita: terms.modalita },
  });
  return company;
}
