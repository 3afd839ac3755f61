import { ipAddressForms } from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { liftBan } from '../../platform/security/login-ban-store.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';

/**
 * Lifts the automatic ban of an address, whichever way it was written down. A user may lift
 * any address's — the spec lets them edit the field (their office may sit behind another
 * address) — so every attempt leaves an audit row with who made it, lifted or not. Only for a
 * company the provider approved, as every call past onboarding (the access guard): an account
 * anyone can sign up for would otherwise lift its own ban after every ten guesses.
 */
export async function liftIpBan(ctx: CompanyContext, ip: string): Promise<boolean> {
  return inTransaction(ctx, async ({ db: trx }) => {
    const lifted = await liftBan(trx, ipAddressForms(ip), ctx.now);
    await writeAudit(trx, ctx.source, { action: 'security.ip_ban_lifted', subject: ip, after: { lifted } });
    return lifted;
  });
}
