import { Button, Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { useController, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROJECT_TEXT_MAX, ProjectInputSchema, type Currency, type ProjectInput, type Skill } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { NumberTextInput } from '../../../shared/form/number-text-input.tsx';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { TextField } from '../../../shared/form/text-field.tsx';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { RequirementsField } from './requirements-field.tsx';
import { FormActions } from '../../../shared/form/form-actions.tsx';

// The authorisation starts unticked: the schema only takes `true`.
const EMPTY: DefaultValues<ProjectInput> = {
  nome: '',
  descrizione: '',
  dominio: '',
  tempistiche: '',
  budget: null,
  contatti: '',
  id_requirements: [],
};

export interface ProjectFormProps {
  currency: Currency;
  requirements: readonly Skill[];
  sending: boolean;
  onSubmit: (project: ProjectInput) => Promise<unknown>;
}

/** Spec 3 §5 Project: validated with the server's schema; the budget is typed in whole units and sent in cents. */
export function ProjectForm({ currency, requirements, sending, onSubmit }: ProjectFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(ProjectInputSchema, EMPTY);
  const budget = useController({ control: form.control, name: 'budget' });
  const authorization = useController({ control: form.control, name: 'authorization' });

  const submit = form.handleSubmit(async (project) => {
    try {
      await onSubmit(project);
      form.reset(EMPTY);
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('projects:form.title')}
      data-testid="project-form"
    >
      <Stack gap="md">
        <TextField
          control={form.control}
          name="nome"
          label={t('projects:fields.nome')}
          withAsterisk
          maxLength={PROJECT_TEXT_MAX}
          data-testid="project-nome"
        />
        <TextareaField
          control={form.control}
          name="descrizione"
          label={t('projects:fields.descrizione')}
          withAsterisk
          rows={3}
          maxLength={PROJECT_TEXT_MAX}
          data-testid="project-descrizione"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={form.control}
            name="dominio"
            label={t('projects:fields.dominio')}
            maxLength={PROJECT_TEXT_MAX}
            placeholder={t('projects:fields.dominioPlaceholder')}
            data-testid="project-dominio"
          />
          <TextField
            control={form.control}
            name="tempistiche"
            label={t('projects:fields.tempistiche')}
            maxLength={PROJECT_TEXT_MAX}
            data-testid="project-tempistiche"
          />
          <NumberTextInput
            ref={budget.field.ref}
            name={budget.field.name}
            label={t('projects:fields.budget', { currency })}
            value={budget.field.value === null || budget.field.value === undefined ? null : budget.field.value / 100}
            onChange={(value) => budget.field.onChange(value === undefined ? null : Math.round(value * 100))}
            onBlur={budget.field.onBlur}
            error={translateFieldMessage(budget.fieldState.error?.message)}
            data-testid="project-budget"
          />
          <TextField
            control={form.control}
            name="contatti"
            label={t('projects:fields.contatti')}
            withAsterisk
            maxLength={PROJECT_TEXT_MAX}
            data-testid="project-contatti"
          />
        </SimpleGrid>
        <RequirementsField control={form.control} requirements={requirements} />
        <Checkbox
          ref={authorization.field.ref}
          name={authorization.field.name}
          label={t('projects:fields.authorization')}
          checked={authorization.field.value === true}
          onChange={(event) => authorization.field.onChange(event.currentTarget.checked)}
          error={translateFieldMessage(authorization.fieldState.error?.message)}
          data-testid="project-authorization"
        />
        <FormActions>
          <Button type="submit" loading={sending} data-testid="project-submit">
            {t('projects:form.submit')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
