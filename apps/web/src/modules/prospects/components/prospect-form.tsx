import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BILLING_LIMITS,
  billingFieldVisibility,
  CURRENCIES,
  PROSPECT_LIMITS,
  ProspectSchema,
  SDI_LENGTH,
  TIPOLOGIE,
  VAT_NUMBER_TYPED_MAX,
  type ProspectInput,
} from '@sportello/domain';
import { useCountryOptions } from '../../company/index.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useCreateProspect } from '../api/prospects-api.ts';

const EMPTY: ProspectInput = {
  firstname: '',
  lastname: '',
  email: '',
  tipologia: 'Company',
  ragione_sociale: '',
  stato: 'CH',
  cap: '',
  citta: '',
  provincia: '',
  indirizzo: '',
  telefono: '',
  partita_iva: '',
  codice_fiscale: '',
  email_pec: '',
  sdi: '',
  currency: 'CHF',
};

/**
 * The prospect form (spec 2 §3, §5): the person to contact, then the company's billing data with
 * the billing form's rules, checked here with the schema the server checks with.
 */
export function ProspectForm({
  currency,
  onCreated,
}: {
  currency: ProspectInput['currency'];
  /** Told the new company's id once it is created (the wizard selects it). */
  onCreated?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const countries = useCountryOptions(language);
  const create = useCreateProspect();
  const form = useZodForm(ProspectSchema, { ...EMPTY, currency });
  const { control, handleSubmit, setError, reset, formState } = form;
  const [tipologia, stato] = useWatch({ control, name: ['tipologia', 'stato'] });
  const visible = billingFieldVisibility({ tipologia, stato });

  const submit = handleSubmit(async (prospect) => {
    try {
      const answer = await create.mutateAsync(prospect);
      notify({ level: 'success', message: answer.message });
      reset({ ...EMPTY, currency });
      onCreated?.(answer.id);
    } catch (error) {
      if (!applyServerErrors(error, setError) && isApiError(error)) notify({ level: 'danger', message: error.message });
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('customers:prospect.title')}
      data-testid="prospect-form"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          <TextField
            control={control}
            name="firstname"
            label={t('customers:prospect.firstname')}
            maxLength={PROSPECT_LIMITS.firstname}
            withAsterisk
          />
          <TextField
            control={control}
            name="lastname"
            label={t('customers:prospect.lastname')}
            maxLength={PROSPECT_LIMITS.lastname}
            withAsterisk
          />
          <TextField
            control={control}
            name="email"
            type="email"
            label={t('customers:prospect.email')}
            maxLength={PROSPECT_LIMITS.email}
            withAsterisk
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <SelectField
            control={control}
            name="tipologia"
            label={t('company:fields.tipologia')}
            data={TIPOLOGIE.map((value) => ({ value, label: t(`company:tipologie.${value}`) }))}
            allowDeselect={false}
            withAsterisk
          />
          <TextField
            control={control}
            name="ragione_sociale"
            label={t('company:fields.ragione_sociale')}
            maxLength={BILLING_LIMITS.ragione_sociale}
            withAsterisk
          />
          <SelectField
            control={control}
            name="stato"
            label={t('company:fields.stato')}
            data={countries.data ?? (stato ? [{ value: stato, label: stato }] : [])}
            searchable
            nothingFoundMessage="—"
            allowDeselect={false}
            withAsterisk
          />
          <TextField
            control={control}
            name="indirizzo"
            label={t('company:fields.indirizzo')}
            maxLength={BILLING_LIMITS.indirizzo}
            withAsterisk
          />
          <TextField
            control={control}
            name="cap"
            label={t('company:fields.cap')}
            maxLength={BILLING_LIMITS.cap}
            withAsterisk
          />
          <TextField
            control={control}
            name="citta"
            label={t('company:fields.citta')}
            maxLength={BILLING_LIMITS.citta}
            withAsterisk
          />
          <TextField
            control={control}
            name="provincia"
            label={t(`company:fields.${visible.provinciaLabel}`)}
            maxLength={BILLING_LIMITS.provincia}
            withAsterisk
          />
          <TextField
            control={control}
            name="telefono"
            type="tel"
            label={t('company:fields.telefono')}
            maxLength={BILLING_LIMITS.telefono}
            withAsterisk
          />
          {visible.partita_iva && (
            <TextField
              control={control}
              name="partita_iva"
              label={t('company:fields.partita_iva')}
              maxLength={VAT_NUMBER_TYPED_MAX}
            />
          )}
          {visible.codice_fiscale && (
            <TextField
              control={control}
              name="codice_fiscale"
              label={t('company:fields.codice_fiscale')}
              maxLength={BILLING_LIMITS.codice_fiscale}
            />
          )}
          {visible.email_pec && (
            <TextField
              control={control}
              name="email_pec"
              type="email"
              label={t('company:fields.email_pec')}
              maxLength={BILLING_LIMITS.email_pec}
            />
          )}
          {visible.sdi && (
            <TextField control={control} name="sdi" label={t('company:fields.sdi')} maxLength={SDI_LENGTH} />
          )}
          <SelectField
            control={control}
            name="currency"
            label={t('company:fields.currency')}
            data={[...CURRENCIES]}
            allowDeselect={false}
            withAsterisk
          />
        </SimpleGrid>
        <FormActions>
          <Button type="submit" loading={formState.isSubmitting} data-testid="prospect-submit">
            {t('customers:prospect.submit')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
