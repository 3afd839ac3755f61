import { Radio, Stack, Text } from '@mantine/core';
import { OPERATING_SYSTEMS, type WizardPath } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../fields.tsx';
import type { StepProps } from '../step-props.ts';

/** Spec 3 §2: hosting paths (reseller for resellers only), then infrastructure paths. */
const GROUPS: { key: 'hosting' | 'infrastructure'; paths: WizardPath[] }[] = [
  { key: 'hosting', paths: ['dominio', 'mail', 'hosting', 'reseller'] },
  { key: 'infrastructure', paths: ['cloud', 'host', 'storage', 'altro'] },
];

/** Scopo: what the offer is for (the path), and the operating system where it matters. */
export function ScopoStep({ wizard, questions, reseller }: StepProps) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  return (
    <Stack gap="lg">
      <Radio.Group
        label={t('wizard:scopo.path')}
        value={state.path}
        onChange={(value) => change({ path: value as WizardPath })}
        error={errors.path}
        withAsterisk
        data-testid="field-path"
      >
        <Stack gap="md" mt="xs">
          {GROUPS.map((group) => (
            <Stack key={group.key} gap="xs">
              <Text fw={600} size="sm">
                {t(`wizard:scopo.groups.${group.key}`)}
              </Text>
              {group.paths
                .filter((path) => path !== 'reseller' || reseller)
                .map((path) => (
                  <Radio
                    key={path}
                    value={path}
                    label={t(`wizard:paths.${path}.label`)}
                    description={t(`wizard:paths.${path}.description`)}
                    data-testid={`field-path-${path}`}
                  />
                ))}
            </Stack>
          ))}
        </Stack>
      </Radio.Group>
      {questions.os && (
        <ChoiceField
          label={t('wizard:scopo.os')}
          options={OPERATING_SYSTEMS.map((os) => ({ value: os, label: t(`wizard:os.${os}`) }))}
          value={state.os}
          onChange={(os) => change({ os: os as (typeof OPERATING_SYSTEMS)[number] })}
          error={errors.os}
          required
          testId="field-os"
        />
      )}
    </Stack>
  );
}
