import { MultiSelect } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SKILL_TYPES, type ProjectInput, type Skill } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';

export interface RequirementsFieldProps {
  control: Control<ProjectInput>;
  requirements: readonly Skill[];
}

/** The project's id_requirements: one searchable multi-select, grouped into skills, tech skills and business sectors. */
export function RequirementsField({ control, requirements }: RequirementsFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'id_requirements' });
  const groups = SKILL_TYPES.map((tipo) => ({
    group: t(`projects:requirements.${tipo}`),
    items: requirements.filter((r) => r.tipo === tipo).map((r) => ({ value: String(r.id), label: r.nome })),
  })).filter((g) => g.items.length > 0);
  const selected = field.value.map(String);
  return (
    <MultiSelect
      ref={field.ref}
      name={field.name}
      label={t('projects:fields.id_requirements')}
      description={t('projects:requirements.help')}
      placeholder={selected.length === 0 ? t('projects:requirements.placeholder') : undefined}
      withAsterisk
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t('projects:requirements.none')}
      data={groups}
      value={selected}
      onChange={(values) => field.onChange(values.map(Number))}
      onBlur={field.onBlur}
      error={translateFieldMessage(fieldState.error?.message)}
      data-testid="project-requirements"
    />
  );
}
