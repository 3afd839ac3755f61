import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../fields.tsx';
import type { StepProps } from '../step-props.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { TrialFields } from './trial-fields.tsx';

/** Who the offer is for: 'Direttamente me' or one of the reseller's customers; resale mode; the trial. */
export function BillingFor({ wizard, questions }: Pick<StepProps, 'wizard' | 'questions'>) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  return (
    <>
      <ChoiceField
        label={t('wizard:clienti.who')}
        options={[
          { value: 'self', label: t('wizard:clienti.self') },
          { value: 'customer', label: t('wizard:clienti.customer') },
        ]}
        value={state.fatturaMe ? 'self' : 'customer'}
        onChange={(value) => change({ fatturaMe: value === 'self' })}
        error={errors.fatturaMe}
        required
        testId="field-billing-for"
      />
      {!state.fatturaMe && <CustomerPicker wizard={wizard} />}
      {questions.resaleMode && (
        <ChoiceField
          label={t('wizard:clienti.mode')}
          options={[
            { value: 'resale', label: t('wizard:clienti.resale') },
            { value: 'nfr', label: t('wizard:clienti.notForResale') },
          ]}
          value={state.notForResale === null ? null : state.notForResale ? 'nfr' : 'resale'}
          onChange={(value) => change({ notForResale: value === 'nfr' })}
          error={errors.notForResale}
          required
          testId="field-resale-mode"
        />
      )}
    </>
  );
}

/** Clienti ('Intestazione', resellers only): who the offer is for, and the trial where it applies. */
export function ClientiStep(props: StepProps) {
  return (
    <Stack gap="lg">
      <BillingFor {...props} />
      {props.questions.trial && <TrialFields {...props} />}
    </Stack>
  );
}
