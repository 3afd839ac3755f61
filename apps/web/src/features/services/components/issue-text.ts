import type { core } from 'zod';
import { issueMessage } from '@sportello/domain';
import { i18n } from '../../../shared/i18n/i18n.ts';

/** A finished parse's issue in the current language (the shared message keys, like the forms show). */
export function issueText(issue: core.$ZodIssue): string {
  const { key, params } = issueMessage(issue);
  return i18n.t(`messages:${key}`, params);
}
