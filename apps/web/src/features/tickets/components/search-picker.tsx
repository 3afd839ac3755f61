import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '@sportello/domain';

export interface PickerOption {
  value: string;
  label: string;
}

export interface SearchPickerProps {
  label: string;
  placeholder: string;
  nothingFound: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** What the server answered for the last search ('' : the newest). */
  options: readonly PickerOption[];
  loading: boolean;
  /** The search to ask the server for, debounced as the list pages' filter is. */
  onQuery: (q: string) => void;
  error?: string | undefined;
  testId: string;
}

/**
 * One thing picked from a server list: typing searches the list on the server, the chosen option
 * stays among the choices whatever the search, clearing picks none.
 */
export function SearchPicker(props: SearchPickerProps) {
  const { value, onChange, onQuery } = props;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PickerOption | null>(null);
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  // The chosen option's own label in the box is no search.
  const q = chosen && debounced === chosen.label ? '' : debounced.trim();
  useEffect(() => onQuery(q), [q, onQuery]);
  const selected = value !== null && chosen?.value === String(value) ? chosen : null;
  const data =
    selected && !props.options.some((o) => o.value === selected.value) ? [selected, ...props.options] : props.options;
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      searchable
      clearable
      data={data}
      // The server has searched already.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value === null ? null : String(value)}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next ? Number(next) : null);
      }}
      nothingFoundMessage={props.loading ? undefined : props.nothingFound}
      error={props.error}
      data-testid={props.testId}
    />
  );
}
