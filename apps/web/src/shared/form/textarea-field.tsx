import { Textarea, type TextareaProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding.ts';
import { translateFieldMessage } from './field-message.ts';
import { overLimitMessage } from './length-limit.ts';

/** A textarea bound to a form field; `maxLength` is said when passed (length-limit.ts), never cut. */
export function TextareaField<T extends FieldValues>({
  control,
  name,
  maxLength,
  ...props
}: FieldBinding<T> & Omit<TextareaProps, 'name'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Textarea
      {...props}
      {...field}
      value={field.value ?? ''}
      error={translateFieldMessage(fieldState.error?.message) ?? overLimitMessage(field.value, maxLength)}
    />
  );
}
