import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '@sportello/domain';

/** The filter box's text now, and the text lists filter by (spec 1 §9: 300 ms later). */
export function useDebouncedFilter(initial = ''): {
  text: string;
  setText: (text: string) => void;
  filter: string;
} {
  const [text, setText] = useState(initial);
  const [filter] = useDebouncedValue(text, FILTER_DEBOUNCE_MS);
  return { text, setText, filter };
}
