import { Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  normalizeSkills,
  resellerSkillsIssues,
  SKILL_TYPES,
  type Company,
  type Skill,
  type SkillSelection,
} from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useUpdateCompany } from '../api/company-api.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';

type Errors = Partial<Record<'requirements' | 'id_main_skill', string>>;

export interface SkillsFormProps {
  company: Company;
  skills: readonly Skill[];
  /** Spec 1 §5: a reseller must pick at least one skill and a main one (labels and asterisks follow). */
  reseller: boolean;
  submitLabel: string;
  /** Shown above the skills (the approval request's customer/reseller choice). */
  header?: ReactNode;
  /** Shown left of the submit button; `busy` while saving (the approval request's back button). */
  secondary?: (busy: boolean) => ReactNode;
  /** The caller's own checks before anything is saved; false stops the submit. */
  validate?: () => boolean;
  /** After the skills are saved (the approval request then sends itself); its field errors land on the skills. */
  onSaved?: (saved: Company) => Promise<void>;
  onErrorCount?: (count: number) => void;
}

/** The company's skills and main skill, saved with PUT /rest/company/{id} (spec 1 §2.4, §4, §5; spec 2 §4). */
export function SkillsForm({
  company,
  skills,
  reseller,
  submitLabel,
  header,
  secondary,
  validate,
  onSaved,
  onErrorCount,
}: SkillsFormProps) {
  const { t } = useTranslation();
  const update = useUpdateCompany();
  const [requirements, setRequirements] = useState<string[]>(company.requirements.map(String));
  const [main, setMain] = useState<string | null>(
    company.id_main_skill === null ? null : String(company.id_main_skill),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);

  const errorCount = Object.values(errors).filter(Boolean).length;
  useEffect(() => onErrorCount?.(errorCount), [errorCount, onErrorCount]);
  // The reseller rule comes and goes with the caller's choice: its old complaints go with it.
  useEffect(() => setErrors({}), [reseller]);

  const selection = (): SkillSelection =>
    normalizeSkills({ id_main_skill: main === null ? null : Number(main), requirements: requirements.map(Number) });
  const groups = SKILL_TYPES.map((tipo) => ({
    group: t(`company:skills.groups.${tipo}`),
    items: skills.filter((s) => s.tipo === tipo).map((s) => ({ value: String(s.id), label: s.nome })),
  })).filter((g) => g.items.length > 0);
  const names = new Map(skills.map((s) => [String(s.id), s.nome]));

  const changeSkills = (next: string[]) => {
    setRequirements(next);
    // Spec 1 §4: the main skill is cleared when it is no longer among the selected skills.
    if (main !== null && !next.includes(main)) setMain(null);
    setErrors({});
  };

  const send = async () => {
    setConfirming(false);
    setSending(true);
    try {
      const saved = await update.mutateAsync({ id: company.id, changes: selection() });
      notify({ level: 'success', message: translateFieldMessage('skills.updated') ?? '' });
      await onSaved?.(saved);
    } catch (error) {
      if (isApiError(error) && error.errors) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, message]) => [field, translateFieldMessage(message)]),
          ),
        );
      }
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const callerValid = validate?.() ?? true;
    const next: Errors = {};
    if (reseller) {
      for (const [field, key] of Object.entries(resellerSkillsIssues(selection())))
        next[field as keyof Errors] = translateFieldMessage(key);
    }
    setErrors(next);
    if (!callerValid || Object.values(next).some(Boolean)) return;
    // Spec 1 §5: sending none asks first, since every saved skill goes.
    if (selection().requirements.length === 0) setConfirming(true);
    else void send();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="skills-form">
      <Stack gap="md">
        {header}
        <MultiSelect
          label={t(reseller ? 'company:skills.resellerLabel' : 'company:skills.customerLabel')}
          placeholder={requirements.length === 0 ? t('company:skills.placeholder') : undefined}
          data={groups}
          value={requirements}
          onChange={changeSkills}
          searchable
          clearable
          withAsterisk={reseller}
          error={errors.requirements}
          data-testid="skills-select"
        />
        <Select
          label={t('company:skills.main')}
          placeholder={t('company:skills.mainPlaceholder')}
          data={requirements.map((id) => ({ value: id, label: names.get(id) ?? id }))}
          value={main}
          onChange={(value) => {
            setMain(value);
            setErrors((e) => ({ ...e, id_main_skill: undefined }));
          }}
          disabled={requirements.length === 0}
          clearable
          withAsterisk={reseller}
          error={errors.id_main_skill}
          data-testid="main-skill-select"
        />
        <FormActions start={secondary?.(sending)}>
          <Button type="submit" loading={sending} data-testid="skills-submit">
            {submitLabel}
          </Button>
        </FormActions>
      </Stack>
      <Dialog
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('company:confirmNone.title')}
        centered
      >
        <Stack gap="md">
          <Text>{t('company:confirmNone.text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('company:confirmNone.cancel')}
            </Button>
            <Button onClick={() => void send()} data-testid="confirm-none">
              {t('company:confirmNone.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </form>
  );
}
