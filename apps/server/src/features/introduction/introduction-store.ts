import type { Introduction, IntroductionInputSchema } from '@sportello/domain';
import type { z } from 'zod';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type { CheckedFile, CompanyFileKind } from './company-files.ts';

type Fields = Omit<z.output<typeof IntroductionInputSchema>, 'variant' | 'logo' | 'brochure'>;

/** The company's introduction as GET /rest/introduction/1 answers it (empty when never saved). */
export async function readIntroduction(
  db: Db,
  scope: CompanyScope,
): Promise<Omit<Introduction, 'survey_completion_date'>> {
  const companyId = scope.company.id;
  const [row, files] = await Promise.all([
    db.selectFrom('company_introductions').selectAll().where('company_id', '=', companyId).executeTakeFirst(),
    db.selectFrom('company_files').select(['kind', 'filename']).where('company_id', '=', companyId).execute(),
  ]);
  const logo = files.find((f) => f.kind === 'logo');
  const brochure = files.find((f) => f.kind === 'brochure');
  return {
    id: 1,
    presentazione: row?.presentazione ?? '',
    receive_opportunity: row?.receive_opportunity ?? true,
    categoria_prospect: (row?.categoria_prospect ?? null) as Introduction['categoria_prospect'],
    dipendenti: (row?.dipendenti ?? null) as Introduction['dipendenti'],
    anni_attivita: (row?.anni_attivita ?? null) as Introduction['anni_attivita'],
    fatturato: (row?.fatturato ?? null) as Introduction['fatturato'],
    clienti: (row?.clienti ?? null) as Introduction['clienti'],
    dimensione_clienti: (row?.dimensione_clienti ?? []) as Introduction['dimensione_clienti'],
    associazioni: (row?.associazioni ?? []) as Introduction['associazioni'],
    preferenza_fatturazione: (row?.preferenza_fatturazione ?? null) as Introduction['preferenza_fatturazione'],
    admin_pros: row?.admin_pros ?? '',
    admin_cons: row?.admin_cons ?? '',
    admin_feature_request: row?.admin_feature_request ?? '',
    has_logo: logo !== undefined,
    has_brochure: brochure !== undefined,
    logo: logo ? `/rest/company_logo/${companyId}?size=64` : null,
    brochure: brochure ? `/rest/company_brochure/${companyId}` : null,
    brochure_name: brochure?.filename ?? null,
  };
}

/** Writes the whole record (insert or update). */
export async function upsertIntroduction(trx: Db, scope: CompanyScope, fields: Fields, now: Date): Promise<void> {
  const values = {
    presentazione: fields.presentazione ?? '',
    receive_opportunity: fields.receive_opportunity ?? true,
    categoria_prospect: fields.categoria_prospect ?? null,
    dipendenti: fields.dipendenti ?? null,
    anni_attivita: fields.anni_attivita ?? null,
    fatturato: fields.fatturato ?? null,
    clienti: fields.clienti ?? null,
    dimensione_clienti: JSON.stringify(fields.dimensione_clienti ?? []),
    associazioni: JSON.stringify(fields.associazioni ?? []),
    preferenza_fatturazione: fields.preferenza_fatturazione ?? null,
    admin_pros: fields.admin_pros ?? '',
    admin_cons: fields.admin_cons ?? '',
    admin_feature_request: fields.admin_feature_request ?? '',
    updated_at: now,
  };
  await trx
    .insertInto('company_introductions')
    .values({ company_id: scope.company.id, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute();
}

/** Replaces the company's logo or brochure. */
export async function saveCompanyFile(trx: Db, scope: CompanyScope, file: CheckedFile, now: Date): Promise<void> {
  const values = {
    filename: file.filename,
    content_type: file.contentType,
    size: file.content.length,
    content: file.content,
    preview: file.preview,
    created_at: now,
  };
  const { created_at: _c, ...update } = values;
  await trx
    .insertInto('company_files')
    .values({ company_id: scope.company.id, kind: file.kind, ...values })
    .onConflict((oc) => oc.columns(['company_id', 'kind']).doUpdateSet(update))
    .execute();
}

/** Deletes the company's logo or brochure; whether there was one. */
export async function deleteCompanyFile(trx: Db, scope: CompanyScope, kind: CompanyFileKind): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('company_files')
    .where('company_id', '=', scope.company.id)
    .where('kind', '=', kind)
    .returning('filename')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** The company's own logo or brochure, by the caller's company only. */
export async function findCompanyFile(db: Db, scope: CompanyScope, companyId: number, kind: CompanyFileKind) {
  if (companyId !== scope.company.id) return undefined;
  return db
    .selectFrom('company_files')
    .select(['filename', 'content_type', 'content', 'preview'])
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}
