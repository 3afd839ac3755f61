import { Checkbox, Radio, SimpleGrid, Stack } from '@mantine/core';
import { TECHNOLOGIES } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import type { Wizard } from '../../state/use-wizard.ts';

/** Technologies: 'Nessuno' (none) or any of the list (spec 3 §2 Configurazione). */
export function TechnologiesField({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const { state, errors, change } = wizard;
  const none = state.tecnologie.length === 0;
  return (
    <Checkbox.Group
      label={t('wizard:configurazione.technologies')}
      value={state.tecnologie}
      onChange={(tecnologie) => change({ tecnologie: TECHNOLOGIES.filter((name) => tecnologie.includes(name)) })}
      error={errors.tecnologie}
      data-testid="field-technologies"
    >
      <Stack gap="xs" mt="xs">
        <Radio
          label={t('wizard:configurazione.noTechnology')}
          checked={none}
          onChange={() => change({ tecnologie: [] })}
          data-testid="field-technologies-none"
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
          {TECHNOLOGIES.map((name) => (
            <Checkbox key={name} value={name} label={name} />
          ))}
        </SimpleGrid>
      </Stack>
    </Checkbox.Group>
  );
}
