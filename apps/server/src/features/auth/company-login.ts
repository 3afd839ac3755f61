import type { CompanyLoginSchema } from '@sportello/domain';
import type { z } from 'zod';
import { findAccessibleCompany } from '../../platform/access/actor-store.ts';
import { writeAudit, type AuditEntry } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { openSession, type OpenedSession } from '../../platform/sessions/sessions.ts';
import { inTransaction, type SessionContext } from '../../platform/use-cases/use-case-context.ts';
import type { AuthClient } from './auth-client.ts';
import { acceptInvite, authorizeUser } from './invite-acceptance.ts';

/**
 * POST /api/auth/companylogin: the session acts for another of the user's companies, with a new
 * session id. With `antk` an invitation gives access to its company first; with `uid` and `tok`
 * an administrator authorises an access request and stays in that company.
 */
export async function chooseCompany(
  ctx: SessionContext,
  client: AuthClient,
  body: z.output<typeof CompanyLoginSchema>,
): Promise<OpenedSession> {
  const { id_azienda: companyId, antk, uid, tok } = body;
  const { actor } = ctx;
  return inTransaction(ctx, async ({ db: trx }) => {
    let entry: AuditEntry = { action: 'auth.company_chosen', companyId };
    if (antk !== undefined) {
      const accepted = await acceptInvite(trx, actor.user.id, companyId, antk, ctx.now);
      entry = { action: 'auth.invite_accepted', companyId, subject: actor.user.id, after: accepted };
    } else if (uid !== undefined || tok !== undefined) {
      const authorized = await authorizeUser(trx, actor.user.id, companyId, uid, tok, ctx.now);
      entry = { action: 'auth.user_authorized', companyId, subject: authorized, after: { grants: ['admin'] } };
    }
    if (!(await findAccessibleCompany(trx, actor.user.id, companyId)))
      throw new DomainError('forbidden', 'auth.company_not_allowed', { reason: 'company_not_allowed' });
    const opened = await openSession(
      trx,
      ctx.digest,
      client,
      {
        userId: actor.user.id,
        companyId,
        remember: actor.session.remember,
        ...(actor.session.remember ? { expiresAt: actor.session.expires_at } : {}),
      },
      ctx.now,
    );
    await writeAudit(trx, ctx.source, entry);
    return opened;
  });
}
