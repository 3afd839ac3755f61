import { useSearchParams } from 'react-router';

/**
 * A list's filter by one of a few values (a product's group, an invoice's status), kept in the URL
 * beside the list's page: a value that is not one of the choices filters nothing, and a new choice
 * goes back to the first page.
 */
export function useChoiceFilter<T extends string>(
  param: string,
  choices: readonly T[],
  pageParam: string,
): [T | undefined, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const typed = params.get(param);
  const value = (choices as readonly (string | null)[]).includes(typed) ? (typed as T) : undefined;
  const setValue = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(param, next);
        else updated.delete(param);
        updated.delete(pageParam);
        return updated;
      },
      { replace: true },
    );
  return [value, setValue];
}
