import type { AccessContext } from '../access/rules.ts';
import type { UserInfo } from './user-info-schema.ts';

export const APPROVAL_STATES = ['in approvazione rivenditore', 'in approvazione cliente', 'approvato'] as const;
export type Approval = (typeof APPROVAL_STATES)[number];

export function accessContextOf(u: UserInfo): AccessContext {
  return {
    grants: u.grants,
    email_subscriptions: u.email_subscriptions,
    is_reseller: u.is_reseller,
    has_parent: u.has_parent,
    enable_orders: u.enable_orders,
    is_staff: u.is_staff,
  };
}
