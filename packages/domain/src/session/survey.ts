import { SURVEY_VALIDITY_YEARS } from '../constants.ts';

/** Spec 1 §4: a reseller's survey counts only if completed less than a year ago. */
export function isSurveyCompleted(
  u: { is_reseller: boolean; survey_completion_date: string | null },
  now: Date = new Date(),
): boolean {
  if (!u.is_reseller) return true;
  if (!u.survey_completion_date) return false;
  const done = new Date(u.survey_completion_date);
  if (Number.isNaN(done.getTime())) return false;
  const expires = new Date(done);
  expires.setFullYear(expires.getFullYear() + SURVEY_VALIDITY_YEARS);
  return now < expires;
}
