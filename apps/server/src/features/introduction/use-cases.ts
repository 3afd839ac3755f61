import type { Introduction, IntroductionInputSchema } from '@sportello/domain';
import type { z } from 'zod';
import { recordSurveyCompletion } from '../../modules/company/index.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import type { UploadedFile } from '../../platform/uploads/uploaded-file.ts';
import { checkCompanyFile, companyFilesOf, type CheckedFile, type CompanyFileKind } from './company-files.ts';
import { deleteCompanyFile, readIntroduction, saveCompanyFile, upsertIntroduction } from './introduction-store.ts';

/** GET /rest/introduction/1: the record, its files, and when the survey was last completed. */
export async function introductionOf(ctx: CompanyContext): Promise<Introduction> {
  const introduction = await readIntroduction(ctx.db, ctx.actor);
  const company = await ctx.db
    .selectFrom('aziende')
    .select('survey_completion_date')
    .where('id', '=', ctx.actor.company.id)
    .executeTakeFirstOrThrow();
  return { ...introduction, survey_completion_date: company.survey_completion_date };
}

/**
 * Spec 2 §3, §5: saves the introduction or the survey with the files sent along (judged by their
 * bytes before anything is written). The survey variant, complete by its schema, sets the survey's
 * completion date to today (DESIGN §5): the shell stops asking for a year.
 */
export async function saveIntroduction(
  ctx: CompanyContext,
  input: z.output<typeof IntroductionInputSchema>,
  uploads: readonly UploadedFile[],
): Promise<Introduction> {
  const { variant, ...fields } = input;
  const { logo, brochure } = companyFilesOf(uploads);
  const files: CheckedFile[] = [];
  if (logo) files.push(await checkCompanyFile('logo', logo));
  if (brochure) files.push(await checkCompanyFile('brochure', brochure));
  const today = ctx.now.toISOString().slice(0, 10);
  await inTransaction(ctx, async ({ db: trx }) => {
    const before = await readIntroduction(trx, ctx.actor);
    await upsertIntroduction(trx, ctx.actor, fields, ctx.now);
    for (const file of files) await saveCompanyFile(trx, ctx.actor, file, ctx.now);
    if (variant === 'survey') await recordSurveyCompletion(trx, ctx.actor.company.id, today);
    const { logo: _l, brochure: _b, ...beforeFields } = before;
    await writeAudit(trx, ctx.source, {
      action: variant === 'survey' ? 'introduction.survey_completed' : 'introduction.saved',
      subject: ctx.actor.company.id,
      before: beforeFields,
      after: {
        ...fields,
        ...Object.fromEntries(
          files.map((f) => [f.kind, { filename: f.filename, type: f.contentType, size: f.content.length }]),
        ),
        ...(variant === 'survey' ? { survey_completion_date: today } : {}),
      },
    });
  });
  return introductionOf(ctx);
}

/** DELETE /rest/company_logo/1, /rest/company_brochure/1: after the page's confirmation; 404 when there is none. */
export async function removeCompanyFile(ctx: CompanyContext, kind: CompanyFileKind): Promise<void> {
  await inTransaction(ctx, async ({ db: trx }) => {
    if (!(await deleteCompanyFile(trx, ctx.actor, kind))) {
      const key = kind === 'logo' ? 'introduction.logo_not_found' : 'introduction.brochure_not_found';
      throw new DomainError('not_found', key, { reason: `${kind}_not_found` });
    }
    await writeAudit(trx, ctx.source, { action: `introduction.${kind}_deleted`, subject: ctx.actor.company.id });
  });
}
