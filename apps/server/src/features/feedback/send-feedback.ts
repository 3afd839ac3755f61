import type { FeedbackSchema } from '@sportello/domain';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { inTransaction, type UseCaseContext } from '../../platform/use-cases/use-case-context.ts';
import { insertFeedback } from './feedback-store.ts';

/** Keeps a report of the unexpected-error dialog for the provider's staff, with who sent it if signed in. */
export async function sendFeedback(
  ctx: UseCaseContext,
  report: z.output<typeof FeedbackSchema>,
  userAgent: string | undefined,
): Promise<void> {
  const { name, comments, ...event } = report;
  await inTransaction(ctx, async ({ db: trx }) => {
    const id = await insertFeedback(
      trx,
      {
        user_id: ctx.source.actor?.user.id ?? null,
        name,
        comments,
        event: { ...event, user_agent: userAgent?.slice(0, 500) },
      },
      ctx.now,
    );
    await writeAudit(trx, ctx.source, { action: 'feedback.sent', subject: id });
  });
}
