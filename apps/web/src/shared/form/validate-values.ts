import type { z } from 'zod';
import { issueField } from '@sportello/domain';
import { translateIssue } from './translate-issue.ts';

export type Validation<T> = { data: T; errors?: undefined } | { data?: undefined; errors: Record<string, string> };

/**
 * A schema check for a form without react-hook-form: the parsed values, or the first issue of each
 * field (by dotted path) worded as zod-form.ts's resolver words it, so both kinds of form say the same.
 */
export function validateValues<TSchema extends z.ZodType>(
  schema: TSchema,
  values: z.input<TSchema>,
): Validation<z.output<TSchema>> {
  const result = schema.safeParse(values, { error: translateIssue });
  if (result.success) return { data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issueField(issue)] ??= issue.message;
  return { errors };
}
