import { Group, Radio, Stack } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from '../../../shared/form/field-binding.ts';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';

export interface ChoiceOption<V> {
  value: V;
  label: string;
  description?: string;
}

/** A yes-or-no question's two answers, in the question's own words. */
export const yesNo = (yes: string, no: string): ChoiceOption<boolean>[] => [
  { value: true, label: yes },
  { value: false, label: no },
];

/**
 * A required choice as radios (spec 2 §7: new or transfer, timing, maintenance, access type,
 * private or company): nothing is chosen until the user picks, so the schema can say 'required'.
 */
export function ChoiceField<T extends FieldValues, V extends string | boolean>({
  control,
  name,
  label,
  options,
  inline = false,
  testId,
}: FieldBinding<T> & { label: string; options: readonly ChoiceOption<V>[]; inline?: boolean; testId?: string }) {
  const { field, fieldState } = useController({ control, name });
  const current = options.find((o) => o.value === field.value);
  const Layout = inline ? Group : Stack;
  return (
    <Radio.Group
      label={label}
      withAsterisk
      name={field.name}
      value={current ? String(current.value) : ''}
      onChange={(value) => field.onChange(options.find((o) => String(o.value) === value)?.value ?? null)}
      error={translateFieldMessage(fieldState.error?.message)}
      data-testid={testId}
    >
      <Layout gap="sm" mt="xs">
        {options.map((o) => (
          <Radio key={String(o.value)} value={String(o.value)} label={o.label} description={o.description} />
        ))}
      </Layout>
    </Radio.Group>
  );
}
