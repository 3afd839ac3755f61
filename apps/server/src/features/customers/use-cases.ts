import {
  DEFAULT_LANGUAGE,
  isLanguage,
  translate,
  type AffiliationLink,
  type Language,
  type Prospect,
} from '@sportello/domain';
import { affiliationTokenOf, createProspectCompany } from '../../modules/company/index.ts';
import { createAuthRequest } from '../../modules/users/index.ts';
import { findAccessibleCompany } from '../../platform/access/actor-store.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { portalBaseUrl, queueMail } from '../../platform/mail/mailer.ts';
import { chargeMailTo } from '../../platform/security/mail-budgets.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { partnerBadges } from './partner-badges.ts';
import { companyAdministrators, findMyCustomer } from './customers-store.ts';

/** Spec 2 §3, §5: a prospect company, the acting reseller's customer, with its person to contact. */
export async function createProspect(ctx: CompanyContext, prospect: Prospect): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const id = await createProspectCompany(tx.db, tx.actor.company.id, prospect, tx.now);
    await writeAudit(tx.db, tx.source, {
      action: 'customers.prospect_created',
      subject: id,
      after: {
        ragione_sociale: prospect.ragione_sociale,
        stato: prospect.stato,
        contact_name: `${prospect.firstname} ${prospect.lastname}`,
        contact_mail: prospect.email,
      },
    });
    return id;
  });
}

/**
 * Spec 2 §2: the acting user asks to administer one of the reseller's own customers; each of the
 * customer's administrators gets the authorise-user e-mail (spec 1 §2.4), whose link makes the
 * user an administrator there once one of them accepts.
 */
export async function requestCustomerAccess(ctx: CompanyContext, customerId: number): Promise<void> {
  const { actor } = ctx;
  const customer = await findMyCustomer(ctx.db, actor, customerId);
  if (!customer) throw customerNotFound();
  if (await findAccessibleCompany(ctx.db, actor.user.id, customer.id))
    throw new DomainError('conflict', 'customers.already_member', { reason: 'already_member' });
  const administrators = await companyAdministrators(ctx.db, customer.id);
  if (administrators.length === 0)
    throw new DomainError('conflict', 'customers.no_administrator', { reason: 'no_administrator' });
  await inTransaction(ctx, async (tx) => {
    await chargeMailTo(
      tx.db,
      actor,
      administrators.map((a) => a.id),
      tx.now,
    );
    const { tok } = await createAuthRequest(tx.db, { companyId: customer.id, userId: actor.user.id, now: tx.now });
    for (const administrator of administrators) {
      const language: Language = isLanguage(administrator.lingua) ? administrator.lingua : DEFAULT_LANGUAGE;
      await queueMail(
        tx,
        administrator.email,
        language,
        {
          template: 'access_request',
          company: customer.ragione_sociale,
          username: actor.user.username,
          email: actor.user.email,
          aid: customer.id,
          uid: actor.user.id,
          tok,
        },
        tx.db,
      );
    }
    await writeAudit(tx.db, tx.source, {
      action: 'customers.access_requested',
      subject: customer.id,
      after: { recipients: administrators.map((a) => a.id) },
    });
  });
}

/**
 * Spec 2 §2: the reseller's sign-up link (afid, aftk: a company signing up through it is its
 * presented customer) and the partner badges that carry it. The token is made on the first request.
 */
export async function affiliationLink(ctx: CompanyContext, language: Language): Promise<AffiliationLink> {
  const { actor } = ctx;
  const token = await inTransaction(ctx, async (tx) => {
    const found = await affiliationTokenOf(tx.db, actor.company.id);
    if (!found) throw customerNotFound();
    if (found.created) await writeAudit(tx.db, tx.source, { action: 'customers.affiliation_token_created' });
    return found.token;
  });
  const link = `${portalBaseUrl(ctx.config)}/auth/signup?${new URLSearchParams({
    afid: String(actor.company.id),
    aftk: token,
  })}`;
  const brand = await resolveBrand(ctx.db, ctx.config.brand);
  const label = translate(language, 'customers.badge_label', { brand: brand.name });
  return { afid: actor.company.id, aftk: token, link, badges: partnerBadges(link, label) };
}

const customerNotFound = () => new DomainError('not_found', 'customers.not_found', { reason: 'customer_not_found' });
