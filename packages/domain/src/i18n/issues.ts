import type { core } from 'zod';
import { isMessageKey, type MessageKey, type MessageParams } from './messages.ts';

export interface TranslatableMessage {
  key: MessageKey;
  params: MessageParams;
}

/**
 * Turns a zod issue into a message key. Schemas give custom refinements a
 * message that is itself a key; built-in checks map by code, so the browser
 * and the server show the same words for the same schema.
 */
export function issueMessage(issue: core.$ZodIssue): TranslatableMessage {
  if (isMessageKey(issue.message)) return { key: issue.message, params: {} };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { key: 'validation.required', params: {} };
      return { key: 'validation.min', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'validation.max', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid', params: {} };
    case 'invalid_type':
    case 'invalid_value':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? { key: 'validation.required', params: {} }
        : { key: 'validation.invalid', params: {} };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}

/** Field path as the form library and the error body name it: `a.b.0`. */
export function issueField(issue: core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}
