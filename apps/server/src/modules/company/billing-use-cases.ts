import {
  BILLING_FIELD_NAMES,
  CompanyBillingSchema,
  compactVatNumber,
  DEFAULT_LANGUAGE,
  policies,
  type BillingChangeRequest,
  type CompanyBilling,
  type Currency,
  type MessageKey,
} from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Azienda } from '../../platform/db/schema.ts';
import { DomainError, InputValidationError, notFoundError } from '../../platform/use-cases/domain-error.ts';
import { enqueueMail } from '../../platform/mail/outbox-store.ts';
import { chargeMail } from '../../platform/security/mail-budgets.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { changeRequestMail } from './change-request-mail.ts';
import { saveChangeRequest } from './billing-change-queue.ts';
import { findCompany, updateCompany } from './company-store.ts';
import { lockActorCompany } from './lock-company.ts';
import { askVies, isViesCountry } from './vies.ts';

type BillingFieldName = (typeof BILLING_FIELD_NAMES)[number];
/** The billing fields a save sends; the ones left out keep their saved values. */
export type BillingChanges = Partial<Record<BillingFieldName, string | null | undefined>>;

/**
 * Spec 1 §5, spec 2 §5: the billing fields sent, over the saved ones, must pass the billing
 * form's rules as a whole; a locked profile keeps its locked fields (policy changeBillingField).
 */
export async function changeBillingData(ctx: CompanyContext, sent: BillingChanges): Promise<void> {
  // VIES is asked before the company's row is locked: its few seconds must not hold the lock.
  const saved = await findCompany(ctx.db, ctx.actor);
  const early = saved ? parseBilling(saved, sent) : undefined;
  const vetted = early?.success ? early.data : undefined;
  if (vetted && differs('partita_iva', saved!.partita_iva, vetted.partita_iva))
    await refuseUnregisteredVat(ctx, vetted);
  await inTransaction(ctx, async (tx) => {
    const company = await lockActorCompany(tx);
    const parsed = parseBilling(company, sent);
    if (!parsed.success) throw new InputValidationError(parsed.error.issues);
    const billing = parsed.data;
    const changed = BILLING_FIELD_NAMES.filter((field) => differs(field, company[field], billing[field]));
    refuseLockedChanges(company, changed);
    // Changed again since it was asked: asked once more, under the lock.
    if (changed.includes('partita_iva') && !sameVatNumber(vetted, billing)) await refuseUnregisteredVat(tx, billing);
    await updateCompany(tx.db, tx.actor, billing);
    await writeAudit(tx.db, tx.source, {
      action: 'company.billing_changed',
      companyId: company.id,
      before: pick(company, changed),
      after: pick(billing, changed),
    });
  });
}

/** The sent fields over the saved ones, judged by the billing form's rules. */
function parseBilling(company: Azienda, sent: BillingChanges) {
  const merged = Object.fromEntries(
    BILLING_FIELD_NAMES.map((field) => [field, sent[field] !== undefined ? sent[field] : company[field]]),
  );
  return CompanyBillingSchema.safeParse(merged, { reportInput: true });
}

const sameVatNumber = (a: CompanyBilling | undefined, b: CompanyBilling) =>
  a !== undefined && a.stato === b.stato && a.partita_iva === b.partita_iva;

/**
 * With VIES configured (VIES_URL), a new EU VAT number must be registered there (issue 14 item 1).
 * Asked only when the number changes; a service that does not answer refuses nothing.
 */
async function refuseUnregisteredVat(ctx: CompanyContext, billing: CompanyBilling): Promise<void> {
  const url = ctx.config.viesUrl;
  if (!url || !billing.partita_iva || !isViesCountry(billing.stato)) return;
  if ((await askVies(url, billing.stato, billing.partita_iva, ctx.log)) !== 'invalid') return;
  throw new InputValidationError([
    { code: 'custom', path: ['partita_iva'], message: VIES_MESSAGE, input: billing.partita_iva },
  ]);
}

const VIES_MESSAGE: MessageKey = 'company.validation.vat_vies';

/** The company page's currency toggle: refused while either lock holds. */
export async function changeCurrency(ctx: CompanyContext, currency: Currency): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const company = await lockActorCompany(tx);
    if (!policies.changeBillingField(company, 'currency').allowed) {
      throw new DomainError('conflict', 'company.currency_locked', {
        reason: 'currency_locked',
        errors: { currency: 'company.currency_locked' },
      });
    }
    await updateCompany(tx.db, tx.actor, { currency });
    await writeAudit(tx.db, tx.source, {
      action: 'company.currency_changed',
      companyId: company.id,
      before: { currency: company.currency },
      after: { currency },
    });
  });
}

/**
 * Spec 1 §5: a locked profile's type, name, country or VAT number change goes to the finance
 * team as an e-mail (from the user's and the company's mail budgets) and waits in the operators'
 * queue (billing-change-queue.ts); nothing of the company changes until an operator applies it.
 */
export async function sendChangeRequest(ctx: CompanyContext, request: BillingChangeRequest): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const company = await findCompany(tx.db, tx.actor);
    if (!company) throw notFoundError();
    const decision = policies.requestBillingChange(company);
    if (!decision.allowed) throw new DomainError('conflict', decision.message, { reason: decision.reason });
    const brand = await resolveBrand(tx.db, tx.config.brand);
    if (!brand.finance_email)
      throw new DomainError('conflict', 'company.change_request_unavailable', { reason: 'no_finance_address' });
    const mail = changeRequestMail(company, request, tx.actor.user);
    await chargeMail(tx.db, tx.actor, tx.now);
    await enqueueMail(tx.db, {
      to: brand.finance_email,
      ...mail,
      template: 'billing_change_request',
      language: DEFAULT_LANGUAGE,
    });
    // Kept for the operators' queue too; a newer request replaces the one still pending.
    await saveChangeRequest(tx.db, company.id, tx.actor.user.id, request);
    await writeAudit(tx.db, tx.source, { action: 'company.change_requested', companyId: company.id, after: request });
  });
}

/** 409 naming each locked field the save would change; the currency alone has its own message. */
function refuseLockedChanges(company: Azienda, changed: readonly BillingFieldName[]): void {
  const refused = changed.flatMap((field): [BillingFieldName, MessageKey][] => {
    const decision = policies.changeBillingField(company, field);
    return decision.allowed ? [] : [[field, decision.message]];
  });
  if (refused.length === 0) return;
  const onlyCurrency = refused.every(([field]) => field === 'currency');
  throw new DomainError('conflict', onlyCurrency ? 'company.currency_locked' : 'company.locked', {
    reason: 'billing_locked',
    errors: Object.fromEntries(refused),
  });
}

/**
 * Empty and missing count as the same; spaces around a value do not count, nor the separators of a
 * VAT number saved as typed before numbers were stored compact ('CHE-109.322.551' is 'CHE109322551').
 */
function differs(field: BillingFieldName, saved: string | null | undefined, next: string | null | undefined): boolean {
  const normal = field === 'partita_iva' ? (v: string) => compactVatNumber(v) : (v: string) => v.trim();
  return normal(saved ?? '') !== normal(next ?? '');
}

function pick(row: Azienda | CompanyBilling, fields: readonly BillingFieldName[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));
}
