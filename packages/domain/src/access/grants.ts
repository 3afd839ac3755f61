export const GRANTS = ['owner', 'admin', 'billing', 'developer', 'sales'] as const;
export type Grant = (typeof GRANTS)[number];

export const EMAIL_SUBSCRIPTIONS = ['technical', 'billing', 'marketing'] as const;
export type EmailSubscription = (typeof EMAIL_SUBSCRIPTIONS)[number];

/** Spec 1 §6: owner implies admin; admin implies billing, developer and sales. */
const IMPLIES: Record<Grant, readonly Grant[]> = {
  owner: ['admin'],
  admin: ['billing', 'developer', 'sales'],
  billing: [],
  developer: [],
  sales: [],
};

export function effectiveGrants(granted: readonly string[]): Set<Grant> {
  const out = new Set<Grant>();
  const visit = (grant: Grant) => {
    if (out.has(grant)) return;
    out.add(grant);
    IMPLIES[grant].forEach(visit);
  };
  for (const g of granted) if (isGrant(g)) visit(g);
  return out;
}

export function isGrant(value: string): value is Grant {
  return (GRANTS as readonly string[]).includes(value);
}

export function hasGrant(granted: readonly string[], grant: Grant): boolean {
  return effectiveGrants(granted).has(grant);
}

/** Spec 1 §6: enable_orders. */
export function computeEnableOrders(input: { grants: readonly string[]; contratto_cliente: boolean | null }): boolean {
  const grants = effectiveGrants(input.grants);
  if (grants.has('owner')) return true;
  return input.contratto_cliente === true && (grants.has('billing') || grants.has('sales'));
}

/**
 * The provider's operators act on customers with a role of their own, not with a customer's
 * grants: 'admin' may do what a customer's owner may; 'support' (next) will read and answer.
 */
export const STAFF_ROLES = ['admin', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
