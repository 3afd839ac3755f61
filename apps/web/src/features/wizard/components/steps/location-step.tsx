import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../step-props.ts';

/** The provider's data centres the services are deployed and backed up in (docs/decisions.md). */
export const WIZARD_LOCATIONS = ['Lugano (CH)', 'Milano (IT)'] as const;

/** Location: where the service runs and, but on storage, where its backup is kept; no preference is allowed. */
export function LocationStep({ wizard, questions }: StepProps) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  const data = [{ value: '', label: t('wizard:location.any') }, ...WIZARD_LOCATIONS];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label={t('wizard:location.deploy')}
        data={data}
        value={state.sceltaLocationDeploy ?? ''}
        onChange={(event) => change({ sceltaLocationDeploy: event.currentTarget.value || null })}
        error={errors.sceltaLocationDeploy}
        data-testid="field-location"
      />
      {questions.backupLocation && (
        <NativeSelect
          label={t('wizard:location.backup')}
          data={data}
          value={state.sceltaLocationBackup ?? ''}
          onChange={(event) => change({ sceltaLocationBackup: event.currentTarget.value || null })}
          error={errors.sceltaLocationBackup}
          data-testid="field-backup-location"
        />
      )}
    </SimpleGrid>
  );
}
