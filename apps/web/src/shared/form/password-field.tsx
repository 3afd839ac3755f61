import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding.ts';
import { translateFieldMessage } from './field-message.ts';
import { overLimitMessage } from './length-limit.ts';

/** A password input bound to a form field; kept as typed (spaces may belong to a password). */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  maxLength,
  ...props
}: FieldBinding<T> & Omit<PasswordInputProps, 'name'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordInput
      {...props}
      {...field}
      value={field.value ?? ''}
      error={translateFieldMessage(fieldState.error?.message) ?? overLimitMessage(field.value, maxLength)}
    />
  );
}
