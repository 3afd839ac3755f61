import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** What binds a Mantine input to a react-hook-form field. */
export interface FieldBinding<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}
