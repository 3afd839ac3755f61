import { Select, type SelectProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding.ts';
import { translateFieldMessage } from './field-message.ts';

/** A Mantine Select bound to a react-hook-form field; an empty choice is ''. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  onChange,
  ...props
}: FieldBinding<T> & Omit<SelectProps, 'name' | 'value'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      ref={field.ref}
      name={field.name}
      onBlur={field.onBlur}
      value={field.value ? String(field.value) : null}
      onChange={(value, option) => {
        field.onChange(value ?? '');
        onChange?.(value, option);
      }}
      error={translateFieldMessage(fieldState.error?.message)}
    />
  );
}
