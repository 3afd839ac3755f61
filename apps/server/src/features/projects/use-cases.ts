import { CURRENCIES, type Currency, type ProjectInputSchema } from '@sportello/domain';
import type { z } from 'zod';
import { noticeNewLead, offerProjectToPartners } from '../../modules/opportunities/index.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { invalidField } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { countKnownSkills, createProject } from './projects-store.ts';

const currencyOf = (value: string): Currency =>
  (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : 'EUR';

/**
 * Spec 3 §5: a project submitted to the partner network, its budget in the company's currency; in the
 * same transaction it becomes a lead for the partners whose skills match (DESIGN §5).
 */
export async function submitProject(ctx: CompanyContext, form: z.output<typeof ProjectInputSchema>): Promise<number> {
  const { actor } = ctx;
  const skillIds = [...new Set(form.id_requirements)];
  if ((await countKnownSkills(ctx.db, skillIds)) !== skillIds.length) {
    throw invalidField('id_requirements', 'skills.unknown');
  }
  return inTransaction(ctx, async ({ db: trx }) => {
    const id = await createProject(trx, {
      companyId: actor.company.id,
      userId: actor.user.id,
      nome: form.nome,
      descrizione: form.descrizione,
      dominio: form.dominio,
      tempistiche: form.tempistiche,
      budget: form.budget,
      currency: currencyOf(actor.company.currency),
      contatti: form.contatti,
      skillIds,
      createdAt: ctx.now,
    });
    const { partnerIds, expiresAt } = await offerProjectToPartners(trx, {
      id,
      companyId: actor.company.id,
      createdAt: ctx.now,
    });
    const noticed = await noticeNewLead(
      ctx,
      trx,
      { projectName: form.nome, submitterCompanyId: actor.company.id, expiresAt },
      partnerIds,
      ctx.now,
    );
    await writeAudit(trx, ctx.source, {
      action: 'projects.submitted',
      subject: id,
      after: { nome: form.nome, requirements: skillIds, offered_to_partners: partnerIds.length, lead_notices: noticed },
    });
    return id;
  });
}
