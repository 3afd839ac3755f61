import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Modal, MultiSelect, Radio, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  normalizeSkills,
  resellerSkillsIssues,
  SKILL_TYPES,
  type ApprovalRequest,
  type Company,
  type Skill,
  type SkillSelection,
} from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useUpdateCompany } from '../api/update-company.ts';

type Kind = ApprovalRequest | '';
type Errors = Partial<Record<'kind' | 'requirements' | 'id_main_skill', string>>;

export interface SkillsStepProps {
  company: Company;
  skills: readonly Skill[];
  onBack: () => void;
  /** The request went out: the page shows its thanks once the session says so. */
  onRequested: () => Promise<void>;
  onErrorCount: (count: number) => void;
}

/** Step 2: the customer/reseller choice and the skills (spec 1 §2.4, §5; spec 2 §4). */
export function SkillsStep({ company, skills, onBack, onRequested, onErrorCount }: SkillsStepProps) {
  const { t } = useTranslation();
  const update = useUpdateCompany();
  const [kind, setKind] = useState<Kind>('');
  const [requirements, setRequirements] = useState<string[]>(company.requirements.map(String));
  const [main, setMain] = useState<string | null>(company.id_main_skill === null ? null : String(company.id_main_skill));
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const reseller = kind === 'in approvazione rivenditore';

  const errorCount = Object.values(errors).filter(Boolean).length;
  useEffect(() => onErrorCount(errorCount), [errorCount, onErrorCount]);

  const selection = (): SkillSelection => normalizeSkills({ id_main_skill: main === null ? null : Number(main), requirements: requirements.map(Number) });
  const groups = SKILL_TYPES.map((tipo) => ({
    group: t(`onboarding:approval.skills.groups.${tipo}`),
    items: skills.filter((s) => s.tipo === tipo).map((s) => ({ value: String(s.id), label: s.nome })),
  })).filter((g) => g.items.length > 0);
  const names = new Map(skills.map((s) => [String(s.id), s.nome]));

  const changeSkills = (next: string[]) => {
    setRequirements(next);
    // Spec 1 §4: the main skill is cleared when it is no longer among the selected skills.
    if (main !== null && !next.includes(main)) setMain(null);
    setErrors((e) => ({ ...e, requirements: undefined, id_main_skill: undefined }));
  };

  const send = async () => {
    setConfirming(false);
    setSending(true);
    try {
      await update.mutateAsync({ id: company.id, changes: selection() });
      notify({ level: 'success', message: translateFieldMessage('skills.updated') ?? '' });
      await update.mutateAsync({ id: company.id, changes: { approval: kind as ApprovalRequest } });
      await onRequested();
    } catch (error) {
      if (isApiError(error) && error.errors) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, message]) => [field, translateFieldMessage(message)])));
      }
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!kind) next.kind = translateFieldMessage('validation.required');
    if (reseller) {
      for (const [field, key] of Object.entries(resellerSkillsIssues(selection()))) next[field as keyof Errors] = translateFieldMessage(key);
    }
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    // Spec 1 §5: sending none asks first, since every saved skill goes.
    if (selection().requirements.length === 0) setConfirming(true);
    else void send();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="skills-form">
      <Stack gap="md">
        <Radio.Group
          label={t('onboarding:approval.kind.label')}
          withAsterisk
          value={kind}
          onChange={(value) => {
            setKind(value as Kind);
            setErrors((e) => ({ ...e, kind: undefined, requirements: undefined, id_main_skill: undefined }));
          }}
          error={errors.kind}
          data-testid="approval-kind"
        >
          <Stack gap="xs" mt="xs">
            <Radio value="in approvazione cliente" label={t('onboarding:approval.kind.customer')} description={t('onboarding:approval.kind.customerText')} />
            <Radio value="in approvazione rivenditore" label={t('onboarding:approval.kind.reseller')} description={t('onboarding:approval.kind.resellerText')} />
          </Stack>
        </Radio.Group>
        <MultiSelect
          label={t(reseller ? 'onboarding:approval.skills.resellerLabel' : 'onboarding:approval.skills.customerLabel')}
          placeholder={requirements.length === 0 ? t('onboarding:approval.skills.placeholder') : undefined}
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
          label={t('onboarding:approval.skills.main')}
          placeholder={t('onboarding:approval.skills.mainPlaceholder')}
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
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={sending}>
            {t('onboarding:approval.back')}
          </Button>
          <Button type="submit" loading={sending} data-testid="approval-submit">
            {t('onboarding:approval.send')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('onboarding:approval.confirmNone.title')} centered>
        <Stack gap="md">
          <Text>{t('onboarding:approval.confirmNone.text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('onboarding:approval.confirmNone.cancel')}
            </Button>
            <Button onClick={() => void send()} data-testid="confirm-none">
              {t('onboarding:approval.confirmNone.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
