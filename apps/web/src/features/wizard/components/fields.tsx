import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberTextInput } from '../../../shared/form/number-text-input.tsx';

interface Option {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** One choice among a few, as radios (arrow keys move between them); the engine's message below. */
export function ChoiceField(props: {
  label: ReactNode;
  options: readonly Option[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  description?: ReactNode;
  testId: string;
}) {
  return (
    <Radio.Group
      label={props.label}
      description={props.description}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      withAsterisk={props.required}
      data-testid={props.testId}
    >
      <Stack gap="xs" mt="xs">
        {props.options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            data-testid={`${props.testId}-${option.value}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** A yes/no question the user must answer (null until answered). */
export function YesNoField(props: {
  label: ReactNode;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string | undefined;
  description?: ReactNode;
  yes?: string;
  no?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={props.label}
      description={props.description}
      value={props.value === null ? null : props.value ? 'yes' : 'no'}
      onChange={(value) => props.onChange(value === 'yes')}
      error={props.error}
      withAsterisk
      data-testid={props.testId}
    >
      <Group gap="lg" mt="xs">
        <Radio value="yes" label={props.yes ?? t('wizard:yes')} data-testid={`${props.testId}-yes`} />
        <Radio value="no" label={props.no ?? t('wizard:no')} data-testid={`${props.testId}-no`} />
      </Group>
    </Radio.Group>
  );
}

/** An add-on the user may take. */
export function FlagField(props: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  description?: ReactNode;
  testId: string;
}) {
  return (
    <Checkbox
      label={props.label}
      description={props.description}
      checked={props.checked}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      error={props.error}
      data-testid={props.testId}
    />
  );
}

/**
 * A whole number typed as text. A whole number reaches the engine as typed, which refuses it with
 * the range when out of it; anything else (empty, decimals, letters) stays on screen and sends 0,
 * below every range, so the engine's range message shows and the state stays a valid request.
 */
export function QuantityField(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
  description?: ReactNode;
  testId: string;
}) {
  const [notWhole, setNotWhole] = useState<{ typed: number | undefined } | null>(null);
  return (
    <NumberTextInput
      label={props.label}
      description={props.description}
      value={notWhole ? notWhole.typed : props.value}
      inputMode="numeric"
      onChange={(value) => {
        const whole = value !== undefined && Number.isSafeInteger(value);
        setNotWhole(whole ? null : { typed: value });
        props.onChange(whole ? value : 0);
      }}
      error={props.error}
      withAsterisk
      maw={240}
      data-testid={props.testId}
    />
  );
}
