import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import {
  BILLING_LIMITS,
  billingFieldVisibility,
  CompanyBillingSchema,
  CURRENCIES,
  isBillingFieldLocked,
  POSTAL_COUNTRIES,
  SDI_LENGTH,
  TIPOLOGIE,
  type Company,
  type CompanyBillingInput,
} from '@sportello/domain';
import { SelectField } from '../../form/select-field.tsx';
import { TextField } from '../../form/text-field.tsx';
import { useZodForm } from '../../form/zod-form.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { notify } from '../../notify/notify.ts';
import { translateFieldMessage } from '../../form/field-message.ts';
import { isApiError } from '../../http/api-error.ts';
import { useCountryOptions } from '../api/get-country-options.ts';
import { getProvince } from '../api/get-province.ts';
import { lookupZipcode } from '../api/lookup-zipcode.ts';
import { useUpdateCompany } from '../api/update-company.ts';

const text = (value: string | null | undefined) => value ?? '';

/** The form's values from the saved company ('' for what is missing; a new company is Italian, spec 1 §9). */
export function billingValuesOf(c: Company): CompanyBillingInput {
  return {
    tipologia: c.tipologia,
    ragione_sociale: text(c.ragione_sociale),
    stato: c.stato || 'IT',
    cap: text(c.cap),
    citta: text(c.citta),
    provincia: text(c.provincia),
    indirizzo: text(c.indirizzo),
    telefono: text(c.telefono),
    partita_iva: text(c.partita_iva),
    codice_fiscale: text(c.codice_fiscale),
    email_pec: text(c.email_pec),
    sdi: text(c.sdi),
    currency: c.currency,
    lingua: c.lingua,
  };
}

export interface BillingFormProps {
  company: Company;
  /** The submit button's text ('Salva e continua' in the approval request, 'Salva' on the company page). */
  submitLabel: string;
  onSaved?: (saved: Company) => void;
  /** Field errors, counted for a tab's badge. */
  onErrorCount?: (count: number) => void;
  /** false: the currency is changed elsewhere (the company page's toggle). */
  withCurrency?: boolean;
  /** Further buttons beside the submit one (the company page's change request of a locked profile). */
  actions?: ReactNode;
}

/** The billing data, with the rules of spec 1 §5 (CompanyBillingSchema); PUT /rest/company/{id} on submit. */
export function BillingForm({ company, submitLabel, onSaved, onErrorCount, withCurrency = true, actions }: BillingFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const countries = useCountryOptions(language);
  const update = useUpdateCompany();
  const form = useZodForm(CompanyBillingSchema, billingValuesOf(company));
  const { control, handleSubmit, setError, getValues, setValue, formState } = form;
  const [tipologia, stato] = useWatch({ control, name: ['tipologia', 'stato'] });
  const visible = billingFieldVisibility({ tipologia, stato });
  const locks = { locked: company.locked, currency_locked: company.currency_locked };
  const locked = (field: string) => isBillingFieldLocked(field, locks);
  const lookup = useRef(0);
  const [failure, setFailure] = useState<string | null>(null);

  const errorCount = Object.keys(formState.errors).length;
  useEffect(() => onErrorCount?.(errorCount), [errorCount, onErrorCount]);

  /** Fills city and province from the postal code where shipped data knows it; an unknown code changes nothing. */
  const fillFromPostcode = async () => {
    const { stato: country, cap } = getValues();
    const zip = (cap ?? '').trim();
    if (!zip || !country || !(POSTAL_COUNTRIES as readonly string[]).includes(country)) return;
    const call = ++lookup.current;
    const found = await lookupZipcode(country, zip).catch(() => null);
    if (call !== lookup.current) return;
    const places = found?.places ?? [];
    const current = (getValues().citta ?? '').trim().toLowerCase();
    const place = places.find((p) => p.place_name.toLowerCase() === current) ?? places[0];
    if (place) {
      setValue('citta', place.place_name, { shouldDirty: true, shouldValidate: formState.isSubmitted });
      if (place.province) setValue('provincia', place.province, { shouldDirty: true, shouldValidate: formState.isSubmitted });
      return;
    }
    if (country === 'IT') {
      const provincia = await getProvince(zip).catch(() => null);
      if (provincia && call === lookup.current) setValue('provincia', provincia, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };

  const submit = handleSubmit(async (data) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: company.id, changes: data, notify: false });
      notify({ level: 'success', message: translateFieldMessage('company.updated') ?? '' });
      onSaved?.(saved);
    } catch (error) {
      // Spec 1 §8, spec 2 §8: 'Errore di salvataggio' with the server's message, and its field errors on the fields.
      if (!isApiError(error)) return;
      setFailure(error.message);
      Object.entries(error.errors ?? {}).forEach(([field, message], index) =>
        setError(field as keyof CompanyBillingInput, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  });

  const lockHint = (field: string) => (locked(field) ? t('company:locked') : undefined);
  const provinciaLabel = t(`company:fields.${visible.provinciaLabel}`);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="billing-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <SelectField
            control={control}
            name="tipologia"
            label={t('company:fields.tipologia')}
            data={TIPOLOGIE.map((value) => ({ value, label: t(`company:tipologie.${value}`) }))}
            allowDeselect={false}
            withAsterisk
            disabled={locked('tipologia')}
            description={lockHint('tipologia')}
          />
          <TextField
            control={control}
            name="ragione_sociale"
            label={t('company:fields.ragione_sociale')}
            maxLength={BILLING_LIMITS.ragione_sociale}
            withAsterisk
            disabled={locked('ragione_sociale')}
            description={lockHint('ragione_sociale')}
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
            disabled={locked('stato')}
            description={lockHint('stato')}
            onChange={() => void fillFromPostcode()}
            data-testid="billing-country"
          />
          <TextField control={control} name="indirizzo" label={t('company:fields.indirizzo')} maxLength={BILLING_LIMITS.indirizzo} withAsterisk />
          <TextField
            control={control}
            name="cap"
            label={t('company:fields.cap')}
            maxLength={BILLING_LIMITS.cap}
            withAsterisk
            onBlur={() => void fillFromPostcode()}
          />
          <TextField control={control} name="citta" label={t('company:fields.citta')} maxLength={BILLING_LIMITS.citta} withAsterisk />
          <TextField control={control} name="provincia" label={provinciaLabel} maxLength={BILLING_LIMITS.provincia} withAsterisk />
          <TextField control={control} name="telefono" label={t('company:fields.telefono')} maxLength={BILLING_LIMITS.telefono} type="tel" withAsterisk />
          {visible.partita_iva && (
            <TextField
              control={control}
              name="partita_iva"
              label={t('company:fields.partita_iva')}
              maxLength={BILLING_LIMITS.partita_iva}
              disabled={locked('partita_iva')}
              description={lockHint('partita_iva')}
            />
          )}
          {visible.codice_fiscale && (
            <TextField control={control} name="codice_fiscale" label={t('company:fields.codice_fiscale')} maxLength={BILLING_LIMITS.codice_fiscale} />
          )}
          {visible.email_pec && (
            <TextField control={control} name="email_pec" label={t('company:fields.email_pec')} maxLength={BILLING_LIMITS.email_pec} type="email" />
          )}
          {visible.sdi && <TextField control={control} name="sdi" label={t('company:fields.sdi')} maxLength={SDI_LENGTH} />}
          {withCurrency && (
            <SelectField
              control={control}
              name="currency"
              label={t('company:fields.currency')}
              data={[...CURRENCIES]}
              allowDeselect={false}
              withAsterisk
              disabled={locked('currency')}
            />
          )}
        </SimpleGrid>
        {failure !== null && (
          <Alert color="red" variant="light" title={t('company:saveError')} role="alert" data-testid="billing-failure">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {actions}
          <Button type="submit" loading={formState.isSubmitting} data-testid="billing-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
