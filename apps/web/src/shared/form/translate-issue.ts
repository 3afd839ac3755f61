import type { core } from 'zod';
import { issueMessage } from '@sportello/domain';
import { i18n } from '../i18n/i18n.ts';

/** zod's per-parse error map: the shared message keys, in the current language. */
export function translateIssue(issue: core.$ZodRawIssue): string {
  const { key, params } = issueMessage(issue as core.$ZodIssue);
  return i18n.t(`messages:${key}`, params);
}
