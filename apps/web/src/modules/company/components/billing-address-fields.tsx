import type { OptionsFilter } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BILLING_LIMITS } from '@sportello/domain';
import { AutocompleteField } from '../../../shared/form/autocomplete-field.tsx';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useCountryOptions } from '../api/company-api.ts';
import type { BillingLocks } from './billing-locks.ts';
import type { BillingFormHandle } from './billing-values.ts';
import { sameName, usePostalLookup } from './use-postal-lookup.ts';

/** A city already one of the localities offers them all again (to switch), else those containing what is typed. */
const placeFilter: OptionsFilter = ({ options, search }) => {
  const items = options.flatMap((option) => ('group' in option ? option.items : [option]));
  if (items.some((item) => sameName(search, item.label))) return items;
  const term = search.trim().toLowerCase();
  return items.filter((item) => item.label.toLowerCase().includes(term));
};

/**
 * Country, address, postal code, city, province (or canton) and phone, cells of the form's grid:
 * a known postal code fills the city and province.
 */
export function BillingAddressFields({
  form,
  stato,
  citta,
  provinciaLabel,
  locks: { locked, lockHint },
}: {
  form: BillingFormHandle;
  stato: string | undefined;
  citta: string | undefined;
  /** Provincia, or Cantone for Switzerland (billingFieldVisibility). */
  provinciaLabel: string;
  locks: BillingLocks;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const countries = useCountryOptions(language);
  const { control } = form;
  const postal = usePostalLookup(form, citta);
  return (
    <>
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
        onChange={() => void postal.fillFromPostcode()}
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
        onBlur={() => void postal.fillFromPostcode()}
      />
      <AutocompleteField
        control={control}
        name="citta"
        label={t('company:fields.citta')}
        maxLength={BILLING_LIMITS.citta}
        withAsterisk
        data={[...new Set(postal.places.map((p) => p.place_name))]}
        filter={placeFilter}
        onOptionSubmit={postal.placeChosen}
        onBlur={(event) => postal.placeChosen(event.currentTarget.value)}
        description={
          postal.mustChoosePlace
            ? t('company:postal.choosePlace', { count: postal.places.length, cap: postal.zip })
            : undefined
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
    </>
  );
}
