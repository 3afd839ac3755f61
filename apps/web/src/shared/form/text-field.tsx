import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding.ts';
import { translateFieldMessage } from './field-message.ts';
import { overLimitMessage } from './length-limit.ts';

/** A text input bound to a form field; `maxLength` is said when passed (length-limit.ts), never cut. */
export function TextField<T extends FieldValues>({
  control,
  name,
  onBlur,
  maxLength,
  ...props
}: FieldBinding<T> & Omit<TextInputProps, 'name'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...props}
      {...field}
      value={field.value ?? ''}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={translateFieldMessage(fieldState.error?.message) ?? overLimitMessage(field.value, maxLength)}
    />
  );
}
