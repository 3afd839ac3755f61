import { hasCompleteBillingData } from '../company/billing-completeness.ts';
import { isBillingFieldLocked, type BillingFields, type BillingLocks } from '../company/billing-rules.ts';
import type { ApprovalRequest } from '../company/company-schema.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { resellerSkillsIssues, type SkillSelection } from '../onboarding/skill-rules.ts';
import { hasGrant } from './grants.ts';

/** Who asks, as both sides know it: the session's user acting for one company. */
export interface PolicyActor {
  user_id: number;
  grants: readonly string[];
  email_subscriptions: readonly string[];
  /** A staff member acting on a customer through `id_cliente`. */
  acting_as_customer: boolean;
}

export type PolicyDecision = { allowed: true } | { allowed: false; reason: string; message: MessageKey };

const ALLOWED: PolicyDecision = { allowed: true };
const deny = (reason: string, message: MessageKey = 'error.not_authorized'): PolicyDecision => ({
  allowed: false,
  reason,
  message,
});

/**
 * Who may do what beyond route access, named once: the server refuses with the decision's
 * message, the web hides or disables the control and says the same words.
 */
export const policies = {
  /**
   * An urgent ticket is invoiced to the customer (spec 3 §6): an operator acting for the customer
   * opens one only with the billing grant their role gives (admin, not support).
   */
  chargeUrgentTicket(actor: Pick<PolicyActor, 'grants' | 'acting_as_customer'>): PolicyDecision {
    return !actor.acting_as_customer || hasGrant(actor.grants, 'billing')
      ? ALLOWED
      : deny('urgent_needs_billing', 'tickets.urgent_needs_billing');
  },

  /** Spec 3 §5: an administrator removes others; anyone may leave (remove themselves). */
  removeCompanyUser(actor: PolicyActor, target: { user_id: number; grants: readonly string[] }): PolicyDecision {
    const leaving = target.user_id === actor.user_id && !actor.acting_as_customer;
    if (!leaving && !hasGrant(actor.grants, 'admin')) return deny('not_authorized');
    if (target.grants.includes('owner')) return deny('owner', 'users.owner_not_removable');
    return ALLOWED;
  },

  /**
   * Spec 1 §2.4: an access request to a company is seen and granted only by an administrator
   * (or owner) of that company; `grantsThere` are the user's grants in it, none without access.
   */
  authorizeAccessRequest(grantsThere: readonly string[] | undefined): PolicyDecision {
    return grantsThere !== undefined && hasGrant(grantsThere, 'admin') ? ALLOWED : deny('not_authorized');
  },

  /** Spec 2 §6: only the owner adds e-mail notification subscriptions to their profile. */
  addEmailSubscription(actor: Pick<PolicyActor, 'grants'>): PolicyDecision {
    return hasGrant(actor.grants, 'owner') ? ALLOWED : deny('owner_only', 'profile.subscriptions_owner_only');
  },

  /** Spec 2 §6: the profile's switches going from the actor's subscriptions to `next`; anyone may remove theirs. */
  changeEmailSubscriptions(
    actor: Pick<PolicyActor, 'grants' | 'email_subscriptions'>,
    next: readonly string[],
  ): PolicyDecision {
    const adds = next.some((subscription) => !actor.email_subscriptions.includes(subscription));
    return adds ? policies.addEmailSubscription(actor) : ALLOWED;
  },

  /**
   * Spec 1 §2.4: the customer contract is accepted by the owner, an administrator or the billing
   * grant — all three hold billing (owner implies admin, admin implies billing).
   */
  acceptTerms(actor: Pick<PolicyActor, 'grants'>): PolicyDecision {
    return hasGrant(actor.grants, 'billing') ? ALLOWED : deny('not_authorized');
  },

  /** Spec 2 §6: stopping recurring payments takes the billing grant itself, not just access to the company page. */
  stopRecurringPayments(actor: Pick<PolicyActor, 'grants'>): PolicyDecision {
    return hasGrant(actor.grants, 'billing') ? ALLOWED : deny('billing_only');
  },

  /**
   * Spec 1 §5: a locked billing profile keeps its type, name, country and VAT number, and the
   * currency is kept by either lock. The currency toggle is this policy for 'currency'.
   */
  changeBillingField(company: BillingLocks, field: string): PolicyDecision {
    if (!isBillingFieldLocked(field, company)) return ALLOWED;
    return field === 'currency'
      ? deny('currency_locked', 'company.currency_locked')
      : deny('billing_locked', 'company.locked_field');
  },

  /** Spec 1 §5: only a locked profile asks the finance team for a change; others edit the fields. */
  requestBillingChange(company: Pick<BillingLocks, 'locked'>): PolicyDecision {
    return company.locked ? ALLOWED : deny('not_locked', 'company.change_request_not_locked');
  },

  /**
   * Spec 1 §2.4, §5: a company asks for approval, as a customer or a reseller, once: with the
   * terms accepted and complete billing data; a reseller also names its skills and a main one.
   */
  requestApproval(company: ApprovalCandidate, request: ApprovalRequest): PolicyDecision {
    if (company.approval === 'approvato') return deny('already_approved', 'onboarding.already_approved');
    if (!company.contratto_cliente) return deny('terms_required', 'onboarding.terms_required');
    if (!hasCompleteBillingData(company)) return deny('billing_incomplete', 'onboarding.billing_incomplete');
    if (request === 'in approvazione rivenditore' && Object.keys(resellerSkillsIssues(company.skills)).length > 0) {
      return deny('skills_required', 'onboarding.reseller_skills');
    }
    return ALLOWED;
  },

  /**
   * Spec 2 §6, spec 3 §6 legend ("products, prices …: admin, administrative, commercial"): a
   * reseller's users with billing or sales change its category markups; developers only read them.
   */
  editCategoryMarkups(actor: Pick<PolicyActor, 'grants'>, company: { is_reseller: boolean }): PolicyDecision {
    if (!company.is_reseller) return deny('reseller_only');
    return hasGrant(actor.grants, 'billing') || hasGrant(actor.grants, 'sales')
      ? ALLOWED
      : deny('not_authorized', 'catalogue.markup_not_allowed');
  },

  /**
   * Spec 2 §6, spec 3 §6 legend ("renewals, cancellations …: admin, administrative"): changing a
   * product's renewal, cancelling it or its note takes the billing grant.
   */
  changeProductRenewal(actor: Pick<PolicyActor, 'grants'>): PolicyDecision {
    return hasGrant(actor.grants, 'billing') ? ALLOWED : deny('not_authorized', 'products.renewal_not_allowed');
  },

  /** Spec 2 §6: 'Riattiva' and renewing on product_renew take billing or sales, like the route. */
  renewProduct(actor: Pick<PolicyActor, 'grants'>): PolicyDecision {
    return hasGrant(actor.grants, 'billing') || hasGrant(actor.grants, 'sales')
      ? ALLOWED
      : deny('not_authorized', 'products.renew_not_allowed');
  },

  /**
   * Spec 3 §6: DNS editing, redirect editing, panel credentials, password reset, panel links and
   * SSH keys take the developer grant (admin and owner imply it); without it the DNS zone may
   * only be read and downloaded.
   */
  manageServices(actor: Pick<PolicyActor, 'grants'>): PolicyDecision {
    return hasGrant(actor.grants, 'developer') ? ALLOWED : deny('developer_required', 'dns.edit_not_allowed');
  },

  /** Only the provider's operators approve a company (the ops command acts as the system). */
  approveCompany(actor: { is_staff: boolean }): PolicyDecision {
    return actor.is_staff ? ALLOWED : deny('staff_only', 'onboarding.approval_staff_only');
  },
} as const;

/** A company as the approval request sees it: its billing data, contract, approval state and skills. */
export interface ApprovalCandidate extends BillingFields {
  approval: string | null;
  contratto_cliente: boolean;
  skills: SkillSelection;
}
