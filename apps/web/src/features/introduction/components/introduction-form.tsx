import {
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useController, type Control, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INTRODUCTION_LIMITS,
  INTRODUCTION_OPTIONS,
  IntroductionInputSchema,
  type Introduction,
  type IntroductionInput,
  type IntroductionVariant,
} from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { useDeleteCompanyFile, useSaveIntroduction } from '../api/introduction-api.ts';
import { acceptedTypes, fileProblem, type CompanyFileKind } from './file-upload.ts';

type SingleList =
  | 'categoria_prospect'
  | 'dipendenti'
  | 'anni_attivita'
  | 'fatturato'
  | 'clienti'
  | 'preferenza_fatturazione';
type MultiList = 'dimensione_clienti' | 'associazioni';
const SINGLE: readonly SingleList[] = [
  'categoria_prospect',
  'dipendenti',
  'anni_attivita',
  'fatturato',
  'clienti',
  'preferenza_fatturazione',
];
const ANSWERS = ['admin_pros', 'admin_cons', 'admin_feature_request'] as const;

const valuesOf = (variant: IntroductionVariant, i: Introduction): DefaultValues<IntroductionInput> => ({
  variant,
  presentazione: i.presentazione,
  receive_opportunity: i.receive_opportunity,
  categoria_prospect: i.categoria_prospect,
  dipendenti: i.dipendenti,
  anni_attivita: i.anni_attivita,
  fatturato: i.fatturato,
  clienti: i.clienti,
  dimensione_clienti: i.dimensione_clienti,
  associazioni: i.associazioni,
  preferenza_fatturazione: i.preferenza_fatturazione,
  admin_pros: i.admin_pros,
  admin_cons: i.admin_cons,
  admin_feature_request: i.admin_feature_request,
});

export interface IntroductionFormProps {
  variant: IntroductionVariant;
  introduction: Introduction;
  /** After a successful save (the banner's dialog closes). */
  onSaved?: () => void;
}

/**
 * Spec 2 §3, §5: the introduction (nothing required) or the yearly survey (its fields required, the
 * three questions added), with the option lists in the user's language, the logo and the brochure;
 * validated with the server's schema, files checked before sending and judged again by the server.
 */
export function IntroductionForm({ variant, introduction, onSaved }: IntroductionFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(IntroductionInputSchema, valuesOf(variant, introduction));
  const save = useSaveIntroduction();
  const [files, setFiles] = useState<Record<CompanyFileKind, File | null>>({ logo: null, brochure: null });
  const [fileErrors, setFileErrors] = useState<Partial<Record<CompanyFileKind, string>>>({});
  const survey = variant === 'survey';
  const required = survey;

  const pick = (kind: CompanyFileKind, file: File | null) => {
    setFiles((current) => ({ ...current, [kind]: file }));
    const problem = file && fileProblem(kind, file);
    setFileErrors((current) => ({
      ...current,
      [kind]: problem ? i18n.t(`messages:${problem.key}`, problem.params) : undefined,
    }));
  };

  const submit = form.handleSubmit(async (values) => {
    if (fileErrors.logo || fileErrors.brochure) return;
    try {
      const saved = await save.mutateAsync({ values: values as IntroductionInput, files });
      setFiles({ logo: null, brochure: null });
      form.reset(valuesOf(variant, saved.introduction));
      onSaved?.();
    } catch (error) {
      if (isApiError(error) && error.errors) {
        setFileErrors({ logo: error.errors.logo, brochure: error.errors.brochure });
      }
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(survey ? 'introduction:tabs.survey' : 'introduction:tabs.introduction')}
      data-testid={`${variant}-form`}
      style={{ maxWidth: 800 }}
    >
      <Stack gap="md">
        {survey && <Text size="sm">{t('introduction:surveyIntro')}</Text>}
        <TextareaField
          control={form.control}
          name="presentazione"
          label={t('introduction:fields.presentazione')}
          rows={4}
          maxLength={INTRODUCTION_LIMITS.presentazione}
          data-testid="introduction-presentazione"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SINGLE.map((name) => (
            <OptionSelect key={name} control={form.control} name={name} required={required} />
          ))}
        </SimpleGrid>
        <OptionChecks control={form.control} name="dimensione_clienti" required={required} />
        <OptionChecks control={form.control} name="associazioni" required={false} />
        <ReceiveSwitch control={form.control} />
        <FileField kind="logo" introduction={introduction} file={files.logo} error={fileErrors.logo} onPick={pick} />
        <FileField
          kind="brochure"
          introduction={introduction}
          file={files.brochure}
          error={fileErrors.brochure}
          onPick={pick}
        />
        {survey &&
          ANSWERS.map((name) => (
            <TextareaField
              key={name}
              control={form.control}
              name={name}
              label={t(`introduction:fields.${name}`)}
              withAsterisk
              rows={3}
              maxLength={INTRODUCTION_LIMITS.answer}
              data-testid={`introduction-${name}`}
            />
          ))}
        <FormActions>
          <Button type="submit" loading={save.isPending} data-testid={`${variant}-submit`}>
            {t(survey ? 'introduction:sendSurvey' : 'introduction:save')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}

type FormControl = Control<IntroductionInput>;

function OptionSelect({ control, name, required }: { control: FormControl; name: SingleList; required: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <NativeSelect
      ref={field.ref}
      name={field.name}
      label={t(`introduction:fields.${name}`)}
      withAsterisk={required}
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value || null)}
      onBlur={field.onBlur}
      data={[
        { value: '', label: t('introduction:choose') },
        ...INTRODUCTION_OPTIONS[name].map((code) => ({
          value: code,
          label: t(`introduction:options.${name}.${code}`),
        })),
      ]}
      error={translateFieldMessage(fieldState.error?.message)}
      data-testid={`introduction-${name}`}
    />
  );
}

function OptionChecks({ control, name, required }: { control: FormControl; name: MultiList; required: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox.Group
      label={t(`introduction:fields.${name}`)}
      withAsterisk={required}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      error={translateFieldMessage(fieldState.error?.message)}
      data-testid={`introduction-${name}`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {INTRODUCTION_OPTIONS[name].map((code) => (
          <Checkbox key={code} value={code} label={t(`introduction:options.${name}.${code}`)} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function ReceiveSwitch({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'receive_opportunity' });
  return (
    <Switch
      ref={field.ref}
      name={field.name}
      label={t('introduction:fields.receive_opportunity')}
      checked={field.value !== false}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      data-testid="introduction-receive_opportunity"
    />
  );
}

interface FileFieldProps {
  kind: CompanyFileKind;
  introduction: Introduction;
  file: File | null;
  error?: string;
  onPick: (kind: CompanyFileKind, file: File | null) => void;
}

/** The logo (with its 64 px preview) or the brochure: what is there, its deletion after a confirmation, a new file. */
function FileField({ kind, introduction, file, error, onPick }: FileFieldProps) {
  const { t } = useTranslation();
  const remove = useDeleteCompanyFile();
  const current = kind === 'logo' ? introduction.logo : introduction.brochure;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t(kind === 'logo' ? 'introduction:deleteLogo' : 'introduction:deleteBrochure'),
      children: (
        <Text size="sm">
          {t(kind === 'logo' ? 'introduction:confirmDeleteLogo' : 'introduction:confirmDeleteBrochure')}
        </Text>
      ),
      labels: { confirm: t('introduction:confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-action' },
      onConfirm: () => remove.mutate(kind),
    });
  return (
    <Stack gap={6}>
      {current && (
        <Group gap="sm" data-testid={`introduction-current-${kind}`}>
          {kind === 'logo' ? (
            <Image src={current} alt={t('introduction:logoPreview')} w={64} h={64} fit="contain" />
          ) : (
            <Anchor href={current} size="sm">
              {t('introduction:brochureCurrent', { name: introduction.brochure_name ?? '' })}
            </Anchor>
          )}
          <Button
            variant="outline"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending && remove.variables === kind}
            onClick={confirmDelete}
            data-testid={`introduction-delete-${kind}`}
          >
            {t(kind === 'logo' ? 'introduction:deleteLogo' : 'introduction:deleteBrochure')}
          </Button>
        </Group>
      )}
      <FileInput
        label={t(`introduction:fields.${kind}`)}
        description={t(kind === 'logo' ? 'introduction:logoHelp' : 'introduction:brochureHelp')}
        accept={acceptedTypes(kind)}
        value={file}
        onChange={(picked) => onPick(kind, picked)}
        clearable
        clearButtonProps={{ 'aria-label': t('introduction:clearFile') }}
        leftSection={<IconUpload size={16} aria-hidden />}
        error={error}
        data-testid={`introduction-${kind}`}
      />
    </Stack>
  );
}
