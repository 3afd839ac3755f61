import { effectiveGrants, type Grant } from './grants.ts';

/**
 * An access rule as data, so the browser (links, guards) and the server
 * (every /rest resource) evaluate the very same table.
 */
export type Rule =
  | { always: true }
  | { grant: Grant }
  | { flag: AccessFlag }
  | { all: readonly Rule[] }
  | { any: readonly Rule[] }
  | { not: Rule };

export type AccessFlag = 'is_reseller' | 'has_parent' | 'enable_orders' | 'billing_subscription' | 'is_staff';

/** What a rule is evaluated against: the session user acting for one company. */
export interface AccessContext {
  grants: readonly string[];
  email_subscriptions: readonly string[];
  is_reseller: boolean;
  has_parent: boolean;
  enable_orders: boolean;
  /** An operator of the provider (staff), whatever company they act for. */
  is_staff?: boolean;
}

export const always: Rule = { always: true };
export const grant = (g: Grant): Rule => ({ grant: g });
export const flag = (f: AccessFlag): Rule => ({ flag: f });
export const all = (...rules: Rule[]): Rule => ({ all: rules });
export const any = (...rules: Rule[]): Rule => ({ any: rules });
export const not = (rule: Rule): Rule => ({ not: rule });
export const anyGrant = (...grants: Grant[]): Rule => any(...grants.map(grant));

export function evaluate(rule: Rule, ctx: AccessContext): boolean {
  if ('always' in rule) return true;
  if ('grant' in rule) return effectiveGrants(ctx.grants).has(rule.grant);
  if ('flag' in rule) {
    switch (rule.flag) {
      case 'billing_subscription':
        return ctx.email_subscriptions.includes('billing');
      case 'is_staff':
        return ctx.is_staff === true;
      default:
        return ctx[rule.flag];
    }
  }
  if ('all' in rule) return rule.all.every((r) => evaluate(r, ctx));
  if ('any' in rule) return rule.any.some((r) => evaluate(r, ctx));
  return !evaluate(rule.not, ctx);
}
