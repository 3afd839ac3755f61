import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

/** What a number field holds: undefined when empty, NaN when what was typed is not a number. */
export function parseTypedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[-+]?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const same = (a: number | null | undefined, b: number | null | undefined) =>
  (a ?? undefined) === (b ?? undefined) || (Number.isNaN(a) && Number.isNaN(b));
const shown = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

/**
 * A number typed as text: what the user typed stays on screen and reaches the form as typed (NaN
 * when it is not a number, a negative or an out-of-range value as it is), so the schema says why
 * instead of the input rewriting it — '12,5' never becomes 125, '-5' never 5, 300 never 800.
 */
export function NumberTextInput({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: number | null | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const [typed, setTyped] = useState({ text: shown(value), value });
  // A value set from outside (a reset, the server's) replaces what is shown; the user's own typing does not.
  if (!same(typed.value, value)) setTyped({ text: shown(value), value });
  return (
    <TextInput
      inputMode="decimal"
      {...props}
      value={typed.text}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const parsed = parseTypedNumber(text);
        setTyped({ text, value: parsed });
        onChange(parsed);
      }}
    />
  );
}
