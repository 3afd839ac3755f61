import type { Language, Opportunity, OpportunityDecision } from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { findOpportunity, lockOffer, markAccepted, markRejected } from './opportunities-store.ts';

const notFound = () => new DomainError('not_found', 'opportunities.not_found', { reason: 'opportunity_not_found' });
const closed = () => new DomainError('conflict', 'opportunities.closed', { reason: 'opportunity_closed' });

/**
 * Spec 2 §4: a partner accepts or rejects a lead once, while it is in 'attesa' and not expired.
 * The project's offers are locked first, so of two partners accepting at once the first takes the
 * lead and the second finds its offer 'scaduta' (409); the unique index on accepted offers stands
 * behind the lock. Another partner's lead is not found (404).
 */
export async function decideOpportunity(
  ctx: CompanyContext,
  id: number,
  decision: OpportunityDecision,
  language: Language,
): Promise<Opportunity> {
  const { actor, now } = ctx;
  await inTransaction(ctx, async ({ db: trx }) => {
    const offer = await lockOffer(trx, actor, id);
    if (!offer) throw notFound();
    if (offer.stato !== 'attesa' || offer.expires_at <= now) throw closed();
    const expired =
      decision === 'accettata'
        ? await markAccepted(trx, offer, actor.user.id, now)
        : (await markRejected(trx, offer, actor.user.id, now), 0);
    await writeAudit(trx, ctx.source, {
      action: decision === 'accettata' ? 'opportunities.accepted' : 'opportunities.rejected',
      subject: id,
      before: { stato: 'attesa' },
      after: { stato: decision, project_id: offer.project_id, ...(expired ? { other_offers_expired: expired } : {}) },
    });
  });
  const decided = await findOpportunity(ctx.db, actor, id, language, now);
  if (!decided) throw notFound();
  return decided;
}
