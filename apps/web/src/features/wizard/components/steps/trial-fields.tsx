import { useTranslation } from 'react-i18next';
import { ChoiceField, YesNoField } from '../fields.tsx';
import type { StepProps } from '../step-props.ts';

/** The reseller's trial: 'Vuoi attivare questo servizio in prova per 30 giorni?', then renew or cancel after it. */
export function TrialFields({ wizard, trialDays }: Pick<StepProps, 'wizard' | 'trialDays'>) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  const on = state.freePeriod > 0;
  return (
    <>
      <YesNoField
        label={t('wizard:clienti.trial', { days: on ? state.freePeriod : trialDays })}
        value={on}
        onChange={(yes) => change({ freePeriod: yes ? trialDays : 0 })}
        error={errors.freePeriod}
        testId="field-trial"
      />
      {on && (
        <ChoiceField
          label={t('wizard:clienti.afterTrial')}
          options={[
            { value: 'renew', label: t('wizard:clienti.renew') },
            { value: 'cancel', label: t('wizard:clienti.cancel') },
          ]}
          value={state.renewAfterFreePeriod ? 'renew' : 'cancel'}
          onChange={(value) => change({ renewAfterFreePeriod: value === 'renew' })}
          error={errors.renewAfterFreePeriod}
          required
          testId="field-after-trial"
        />
      )}
    </>
  );
}
