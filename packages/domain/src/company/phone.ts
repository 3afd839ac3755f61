import { isPossiblePhoneNumber, isSupportedCountry } from 'libphonenumber-js/min';

/**
 * A phone number of a length the country's numbering plan allows (libphonenumber), in international
 * form (+41 …) or national form of the company's country. Spaces, dots, dashes and brackets are
 * how people write numbers and stay as typed.
 */
export function isPlausiblePhone(phone: string, country: string): boolean {
  const code = country.toUpperCase();
  const defaultCountry = isSupportedCountry(code) ? code : undefined;
  if (!/^[+\d][\d\s./()-]*$/.test(phone.trim())) return false;
  return isPossiblePhoneNumber(phone.trim(), defaultCountry);
}
