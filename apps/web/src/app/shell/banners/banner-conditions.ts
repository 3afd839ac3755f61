import { APPROVED, isSurveyCompleted, type UserInfo } from '@sportello/domain';

/** Spec 1 §2.3: banners only for a company with a customer contract, approved, and not inside a frame. */
export function bannersApply(user: UserInfo, inFrame: boolean): boolean {
  return user.contratto_cliente === true && user.approval === APPROVED && !inFrame;
}

export function showBillingBanner(user: UserInfo, inFrame: boolean): boolean {
  return bannersApply(user, inFrame) && !user.complete;
}

/** The annual survey is a reseller's; isSurveyCompleted counts everyone else as done. */
export function showSurveyBanner(user: UserInfo, inFrame: boolean, now: Date = new Date()): boolean {
  return bannersApply(user, inFrame) && !isSurveyCompleted(user, now);
}
