import { all, anyGrant, flag, type Rule } from '../access/rules.ts';

/** Spec 3 §6: creating a prospect is for a reseller's users that are not only technical. */
export const CREATE_PROSPECT_RULE: Rule = all(flag('is_reseller'), anyGrant('billing', 'sales'));
