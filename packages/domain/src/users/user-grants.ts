import { GRANTS, hasGrant, type Grant } from '../access/grants.ts';

/**
 * The users page's grant rules as plain functions, without zod (users-schemas.ts re-exports them):
 * the list's rows use them, and would otherwise download the schema library before the first paint.
 */

/** Grants the invite and edit forms may give: everything but owner (spec 3 §5). */
export const ASSIGNABLE_GRANTS = ['admin', 'billing', 'developer', 'sales'] as const satisfies readonly Grant[];
export type AssignableGrant = (typeof ASSIGNABLE_GRANTS)[number];

/**
 * Spec 3 §5: the admin switch clears the other grants (admin implies them);
 * grants are kept in GRANTS order without repeats.
 */
export function normalizeGrants<G extends Grant>(grants: readonly G[]): G[] {
  if (grants.includes('admin' as G)) return ['admin' as G];
  return GRANTS.filter((g): g is G => grants.includes(g as G));
}

/** Spec 1 §6: owners cannot be removed, and their grants are not edited. */
export function isOwner(grants: readonly string[]): boolean {
  return grants.includes('owner');
}

/** What a user's switches show: admin on for an owner too (owner implies it). */
export function displayedGrants(grants: readonly string[]): AssignableGrant[] {
  return hasGrant(grants, 'admin') ? ['admin'] : ASSIGNABLE_GRANTS.filter((g) => grants.includes(g));
}
