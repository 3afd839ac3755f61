import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { translateIssue } from './translate-issue.ts';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** A react-hook-form form validated by a shared zod schema, with the shared messages in the current language. */
export function useZodForm<TSchema extends FormSchema>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema, { error: translateIssue }),
    defaultValues,
  });
}
