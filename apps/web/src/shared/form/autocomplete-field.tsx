import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding.ts';
import { translateFieldMessage } from './field-message.ts';
import { overLimitMessage } from './length-limit.ts';

/** A Mantine Autocomplete bound to a react-hook-form text field: free text, with suggestions; `maxLength` is said, never cut. */
export function AutocompleteField<T extends FieldValues>({
  control,
  name,
  onBlur,
  maxLength,
  ...props
}: FieldBinding<T> & Omit<AutocompleteProps, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Autocomplete
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={translateFieldMessage(fieldState.error?.message) ?? overLimitMessage(field.value, maxLength)}
    />
  );
}
