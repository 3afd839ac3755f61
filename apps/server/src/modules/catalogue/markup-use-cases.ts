import { policies, type CategoryMarkup } from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError, notAuthorizedError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { categoryExists, markupsOf, readCategories, saveMarkup } from './catalogue-store.ts';

/** GET /rest/category_markups: the reseller's markup on every category, 0 where none was set. */
export async function listCategoryMarkups(ctx: Pick<CompanyContext, 'db' | 'actor'>): Promise<CategoryMarkup[]> {
  const [categories, markups] = await Promise.all([readCategories(ctx.db), markupsOf(ctx.db, ctx.actor)]);
  return categories.map((c) => ({ category: c.code, markup: markups.get(c.code) ?? 0 }));
}

/**
 * Spec 2 §5: a reseller sets its markup on one category (a whole percent ≥ 0, the shared schema
 * checked it); billing or sales only (policy editCategoryMarkups). Audited `catalogue.markup_changed`.
 */
export async function changeCategoryMarkup(
  ctx: CompanyContext,
  category: string,
  markup: number,
): Promise<CategoryMarkup> {
  const decision = policies.editCategoryMarkups(ctx.actor, ctx.actor.company);
  if (!decision.allowed) throw notAuthorizedError(decision.reason, decision.message);
  return inTransaction(ctx, async (tx) => {
    if (!(await categoryExists(tx.db, category)))
      throw new DomainError('not_found', 'catalogue.category_not_found', { reason: 'category_not_found' });
    const before = await saveMarkup(tx.db, tx.actor, category, markup, tx.now);
    await writeAudit(tx.db, tx.source, {
      action: 'catalogue.markup_changed',
      subject: category,
      before: { markup: before },
      after: { markup },
    });
    return { category, markup };
  });
}
