import { Alert, Button, SimpleGrid, Stack, type OptionsFilter } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import {
  BILLING_LIMITS,
  billingFieldVisibility,
  CompanyBillingSchema,
  CURRENCIES,
  policies,
  POSTAL_COUNTRIES,
  SDI_LENGTH,
  TIPOLOGIE,
  type Company,
  type CompanyBillingInput,
  type ZipcodePlaces,
  VAT_NUMBER_TYPED_MAX,
} from '@sportello/domain';
import { AutocompleteField } from '../../../shared/form/autocomplete-field.tsx';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { getProvince, lookupZipcode, useCountryOptions, useUpdateCompany } from '../api/company-api.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';

const text = (value: string | null | undefined) => value ?? '';

type Place = ZipcodePlaces['places'][number];

const sameName = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/** A city already one of the localities offers them all again (to switch), else those containing what is typed. */
const placeFilter: OptionsFilter = ({ options, search }) => {
  const items = options.flatMap((option) => ('group' in option ? option.items : [option]));
  if (items.some((item) => sameName(search, item.label))) return items;
  const term = search.trim().toLowerCase();
  return items.filter((item) => item.label.toLowerCase().includes(term));
};

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
export function BillingForm({
  company,
  submitLabel,
  onSaved,
  onErrorCount,
  withCurrency = true,
  actions,
}: BillingFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const countries = useCountryOptions(language);
  const update = useUpdateCompany();
  const form = useZodForm(CompanyBillingSchema, billingValuesOf(company));
  const { control, handleSubmit, setError, getValues, setValue, formState } = form;
  const [tipologia, stato, citta] = useWatch({ control, name: ['tipologia', 'stato', 'citta'] });
  const visible = billingFieldVisibility({ tipologia, stato });
  // Spec 1 §5: what a lock keeps is shown read-only, saying why in the server's words.
  const lock = (field: string) => {
    const decision = policies.changeBillingField(company, field);
    return decision.allowed ? null : decision;
  };
  const locked = (field: string) => lock(field) !== null;
  const lookup = useRef(0);
  const [failure, setFailure] = useState<string | null>(null);
  // The localities of the last postal code looked up: the città field offers them.
  const [postal, setPostal] = useState<{ zip: string; places: Place[] }>({ zip: '', places: [] });
  const { places } = postal;
  const mustChoosePlace = places.length > 1 && !places.some((p) => sameName(citta, p.place_name));

  const errorCount = Object.keys(formState.errors).length;
  useEffect(() => onErrorCount?.(errorCount), [errorCount, onErrorCount]);

  const fill = (field: 'citta' | 'provincia', value: string) =>
    setValue(field, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const choosePlace = (place: Place) => {
    fill('citta', place.place_name);
    if (place.province) fill('provincia', place.province);
  };

  /**
   * Fills city and province from the postal code where shipped data knows it; an unknown code changes nothing.
   * A code of several localities (6900: Lugano, Massagno, Paradiso) leaves the city to the user, who picks it
   * among the città field's suggestions; their province, if they share one, is filled.
   */
  const fillFromPostcode = async () => {
    const { stato: country, cap: typed } = getValues();
    const zip = (typed ?? '').trim();
    const call = ++lookup.current;
    if (!zip || !country || !(POSTAL_COUNTRIES as readonly string[]).includes(country)) {
      setPostal({ zip: '', places: [] });
      return;
    }
    const found = await lookupZipcode(country, zip).catch(() => null);
    if (call !== lookup.current) return;
    const candidates = found?.places ?? [];
    setPostal({ zip, places: candidates });
    const place =
      candidates.length === 1 ? candidates[0] : candidates.find((p) => sameName(getValues().citta, p.place_name));
    if (place) return choosePlace(place);
    if (candidates.length > 1) {
      // A city typed for another code must not stay beside this one.
      fill('citta', '');
      const provinces = new Set(candidates.map((p) => p.province));
      const [province] = provinces;
      if (provinces.size === 1 && province) fill('provincia', province);
      return;
    }
    if (country === 'IT') {
      const provincia = await getProvince(zip).catch(() => null);
      if (provincia && call === lookup.current) fill('provincia', provincia);
    }
  };

  /** A locality picked from the suggestions, or typed as one of them, brings its province or canton. */
  const placeChosen = (name: string) => {
    const place = places.find((p) => sameName(name, p.place_name));
    if (place?.province) fill('provincia', place.province);
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

  const lockHint = (field: string) => {
    const decision = lock(field);
    return decision ? translateFieldMessage(decision.message) : undefined;
  };
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
            onBlur={() => void fillFromPostcode()}
          />
          <AutocompleteField
            control={control}
            name="citta"
            label={t('company:fields.citta')}
            maxLength={BILLING_LIMITS.citta}
            withAsterisk
            data={[...new Set(places.map((p) => p.place_name))]}
            filter={placeFilter}
            onOptionSubmit={placeChosen}
            onBlur={(event) => placeChosen(event.currentTarget.value)}
            description={
              mustChoosePlace ? t('company:postal.choosePlace', { count: places.length, cap: postal.zip }) : undefined
            }
            data-testid="billing-city"
          />
          <TextField
            control={control}
            name="provincia"
            label={provinciaLabel}
            maxLength={BILLING_LIMITS.provincia}
            withAsterisk
          />
          <TextField
            control={control}
            name="telefono"
            label={t('company:fields.telefono')}
            maxLength={BILLING_LIMITS.telefono}
            type="tel"
            withAsterisk
          />
          {visible.partita_iva && (
            <TextField
              control={control}
              name="partita_iva"
              label={t('company:fields.partita_iva')}
              maxLength={VAT_NUMBER_TYPED_MAX}
              disabled={locked('partita_iva')}
              description={lockHint('partita_iva')}
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
              label={t('company:fields.email_pec')}
              maxLength={BILLING_LIMITS.email_pec}
              type="email"
            />
          )}
          {visible.sdi && (
            <TextField control={control} name="sdi" label={t('company:fields.sdi')} maxLength={SDI_LENGTH} />
          )}
          {withCurrency && (
            <SelectField
              control={control}
              name="currency"
              label={t('company:fields.currency')}
              data={[...CURRENCIES]}
              allowDeselect={false}
              withAsterisk
              disabled={locked('currency')}
              description={lockHint('currency')}
            />
          )}
        </SimpleGrid>
        {failure !== null && (
          <Alert color="red" variant="light" title={t('company:saveError')} role="alert" data-testid="billing-failure">
            {failure}
          </Alert>
        )}
        <FormActions>
          {actions}
          <Button type="submit" loading={formState.isSubmitting} data-testid="billing-submit">
            {submitLabel}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
