import { Alert, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { dbOptions, phpOptions } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { YesNoField } from '../fields.tsx';
import type { StepProps } from '../step-props.ts';
import { TechnologiesField } from './technologies-field.tsx';

/** Configurazione: new or existing service, the transfers the provider does, MySQL, PHP and technologies. */
export function ConfigurazioneStep({ wizard, questions }: StepProps) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  const optionLabel = (value: string) => (value === 'best' ? t('wizard:configurazione.best') : value);
  return (
    <Stack gap="lg">
      {questions.newService && (
        <YesNoField
          label={t('wizard:configurazione.newService')}
          yes={t('wizard:configurazione.new')}
          no={t('wizard:configurazione.existing')}
          value={state.newService}
          onChange={(newService) => change({ newService })}
          error={errors.newService}
          testId="field-new-service"
        />
      )}
      {questions.siteTransfer && (
        <YesNoField
          label={t('wizard:configurazione.siteTransfer')}
          value={state.siteTransfer}
          onChange={(siteTransfer) => change({ siteTransfer })}
          error={errors.siteTransfer}
          testId="field-site-transfer"
        />
      )}
      {questions.mailTransfer && (
        <YesNoField
          label={t('wizard:configurazione.mailTransfer')}
          description={
            <Alert component="span" display="block" variant="light" color="yellow" p="xs" mt={4}>
              {t('wizard:configurazione.imapWarning')}
            </Alert>
          }
          value={state.mailTransfer}
          onChange={(mailTransfer) => change({ mailTransfer })}
          error={errors.mailTransfer}
          testId="field-mail-transfer"
        />
      )}
      {questions.extraTimeTransfer && (
        <YesNoField
          label={t('wizard:configurazione.extraTime')}
          description={t('wizard:configurazione.extraTimeHelp')}
          value={state.extraTimeTransfer}
          onChange={(extraTimeTransfer) => change({ extraTimeTransfer })}
          error={errors.extraTimeTransfer}
          testId="field-extra-time"
        />
      )}
      {questions.dbPhp && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('wizard:configurazione.db')}
            data={dbOptions(state).map((value) => ({ value, label: optionLabel(value) }))}
            value={state.db}
            onChange={(event) => change({ db: event.currentTarget.value })}
            error={errors.db}
            data-testid="field-db"
          />
          <NativeSelect
            label={t('wizard:configurazione.php')}
            data={phpOptions(state).map((value) => ({ value, label: optionLabel(value) }))}
            value={state.php}
            onChange={(event) => change({ php: event.currentTarget.value })}
            error={errors.php}
            data-testid="field-php"
          />
        </SimpleGrid>
      )}
      {questions.technologies && <TechnologiesField wizard={wizard} />}
    </Stack>
  );
}
