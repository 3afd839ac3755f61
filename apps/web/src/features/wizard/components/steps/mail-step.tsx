import { Alert, Stack } from '@mantine/core';
import { MAIL_PLAN_CODES } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../fields.tsx';
import { productLabel, type StepProps } from '../step-props.ts';

const NO_MAIL = 'none';

/** Mail: a mail plan; required on the mail path, otherwise 'no mail service' is allowed (spec 3 §2). */
export function MailStep({ wizard, productName }: StepProps) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  const required = state.path === 'mail';
  return (
    <Stack gap="lg">
      {state.path === 'cloud' && (
        <Alert variant="light" color="blue" data-testid="cloud-mail-note">
          {t('wizard:mail.cloudNote')}
        </Alert>
      )}
      <ChoiceField
        label={t('wizard:mail.plan')}
        options={[
          ...(required ? [] : [{ value: NO_MAIL, label: t('wizard:mail.none') }]),
          ...MAIL_PLAN_CODES.map((code) => ({ value: code, label: productLabel(productName(code), code) })),
        ]}
        value={state.codiceProdottoMail ?? (required ? null : NO_MAIL)}
        onChange={(code) => change({ codiceProdottoMail: code === NO_MAIL ? null : code })}
        error={errors.codiceProdottoMail}
        required={required}
        testId="field-mail"
      />
    </Stack>
  );
}
