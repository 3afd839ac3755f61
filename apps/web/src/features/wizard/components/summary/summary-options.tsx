import { Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { CURRENCIES, type Currency, WIZARD_TEXT_LIMITS } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../fields.tsx';
import type { StepProps } from '../step-props.ts';
import { BillingFor } from '../steps/clienti-step.tsx';
import { TrialFields } from '../steps/trial-fields.tsx';

/** The offer's title and notes, and the billing options: for whom, resale mode, trial, recurrence, currency. */
export function SummaryOptions(props: StepProps & { defaultTitle: string; currency: string }) {
  const { t } = useTranslation();
  const { wizard, questions, reseller } = props;
  const { state, errors, change } = wizard;
  return (
    <Stack gap="md">
      <TextInput
        label={t('wizard:summary.title')}
        placeholder={props.defaultTitle}
        value={state.title ?? ''}
        onChange={(event) => change({ title: event.currentTarget.value || null })}
        error={errors.title}
        maxLength={WIZARD_TEXT_LIMITS.title}
        data-testid="field-title"
      />
      <Textarea
        label={t('wizard:summary.note')}
        rows={10}
        value={state.note ?? ''}
        onChange={(event) => change({ note: event.currentTarget.value || null })}
        error={errors.note}
        maxLength={WIZARD_TEXT_LIMITS.note}
        data-testid="field-note"
      />
      <Paper withBorder p="md" component="section" aria-label={t('wizard:summary.billing')}>
        <Stack gap="md">
          <Title order={3} size="h5">
            {t('wizard:summary.billing')}
          </Title>
          {reseller && <BillingFor wizard={wizard} questions={questions} />}
          {questions.trial && <TrialFields {...props} />}
          {questions.billingDuration && (
            <ChoiceField
              label={t('wizard:summary.recurrence')}
              options={[
                { value: 'annual', label: t('wizard:summary.recurrenceAnnual') },
                { value: 'monthly', label: t('wizard:summary.recurrenceMonthly') },
              ]}
              value={state.fatturazioneAnnuale ? 'annual' : 'monthly'}
              onChange={(value) => change({ fatturazioneAnnuale: value === 'annual' })}
              error={errors.fatturazioneAnnuale}
              required
              testId="field-recurrence"
            />
          )}
          {questions.currency ? (
            <ChoiceField
              label={t('wizard:summary.currencyChoice')}
              options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
              value={state.currency}
              onChange={(value) => change({ currency: value as Currency })}
              error={errors.currency}
              required
              testId="field-currency"
            />
          ) : (
            <Text size="sm" data-testid="offer-currency">
              {t('wizard:summary.currency', { currency: props.currency })}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
