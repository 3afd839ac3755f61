import { useRef, useState } from 'react';
import { POSTAL_COUNTRIES, type ZipcodePlaces } from '@sportello/domain';
import { getProvince, lookupZipcode } from '../api/company-api.ts';
import type { BillingFormHandle } from './billing-values.ts';

type Place = ZipcodePlaces['places'][number];

export const sameName = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/**
 * City and province from the postal code: the localities of the last code looked up (the città
 * field offers them), whether the typed city is not one of several, and the province a chosen
 * locality brings.
 */
export function usePostalLookup(form: BillingFormHandle, citta: string | undefined) {
  const { getValues, setValue, formState } = form;
  const lookup = useRef(0);
  const [postal, setPostal] = useState<{ zip: string; places: Place[] }>({ zip: '', places: [] });
  const { places } = postal;
  const mustChoosePlace = places.length > 1 && !places.some((p) => sameName(citta, p.place_name));

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

  return { zip: postal.zip, places, mustChoosePlace, fillFromPostcode, placeChosen };
}
