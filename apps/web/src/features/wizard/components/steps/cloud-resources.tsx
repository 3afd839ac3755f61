import { NativeSelect, SimpleGrid } from '@mantine/core';
import { CLOUD_LIMITS, minimumRam, ramOptions } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { QuantityField } from '../fields.tsx';
import type { StepProps } from '../step-props.ts';

/** The cloud server's CPU, RAM and storage (spec 3 §5 limits); RAM below the stack's minimum is disabled. */
export function CloudResources({ wizard }: StepProps) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  const minimum = minimumRam(state.stack);
  const { cpu, storage } = CLOUD_LIMITS;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <QuantityField
        label={t('wizard:stack.cpu')}
        description={t('wizard:stack.range', { min: cpu.min, max: cpu.max })}
        value={state.cpuCloudQt}
        onChange={(cpuCloudQt) => change({ cpuCloudQt })}
        error={errors.cpuCloudQt}
        testId="field-cpu"
      />
      <NativeSelect
        label={t('wizard:stack.ram')}
        description={minimum > 1 ? t('messages:wizard.ram_minimum', { ram: minimum }) : undefined}
        data={ramOptions(state.stack).map(({ gb, disabled }) => ({ value: String(gb), label: `${gb} GB`, disabled }))}
        value={String(state.ramCloudQt)}
        onChange={(event) => change({ ramCloudQt: Number(event.currentTarget.value) })}
        error={errors.ramCloudQt}
        withAsterisk
        data-testid="field-ram"
      />
      <QuantityField
        label={t('wizard:stack.storage')}
        description={t('wizard:stack.storageRange', storage)}
        value={state.storageCloudQt}
        onChange={(storageCloudQt) => change({ storageCloudQt })}
        error={errors.storageCloudQt}
        testId="field-storage"
      />
    </SimpleGrid>
  );
}
