import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from '../../../shared/form/field-binding.ts';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';

/** A Mantine checkbox bound to a boolean react-hook-form field, with the shared message wording. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  ...props
}: FieldBinding<T> & Omit<CheckboxProps, 'name'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={translateFieldMessage(fieldState.error?.message)}
    />
  );
}
