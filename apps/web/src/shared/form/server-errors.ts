import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../http/api-error.ts';

/** Puts a failed call's `errors: { field: message }` onto the form's fields; true when any was set. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!isApiError(error) || !error.errors) return false;
  const entries = Object.entries(error.errors);
  entries.forEach(([field, message], index) => {
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
