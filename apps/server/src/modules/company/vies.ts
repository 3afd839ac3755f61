import { compactVatNumber, EU_COUNTRIES } from '@sportello/domain';
import type { FastifyBaseLogger } from 'fastify';

export type ViesAnswer = 'valid' | 'invalid' | 'unavailable';

const EU = new Set<string>(EU_COUNTRIES);
// VIES names Greece by its EU code, not its ISO one.
const VIES_COUNTRY: Record<string, string> = { GR: 'EL' };
const TIMEOUT_MS = 4000;

/** Whether VIES would be asked about this country's VAT numbers. */
export function isViesCountry(country: string): boolean {
  return EU.has(country);
}

/**
 * Asks the European Commission's VIES service whether a VAT number is registered (its REST
 * check: POST { countryCode, vatNumber } → { valid }). A service that does not answer, or
 * answers something else, is 'unavailable': the caller decides, and the format was already checked.
 */
export async function askVies(
  url: string,
  country: string,
  vatNumber: string,
  log: FastifyBaseLogger,
): Promise<ViesAnswer> {
  const countryCode = VIES_COUNTRY[country] ?? country;
  const digits = compactVatNumber(vatNumber);
  const number = digits.startsWith(countryCode) ? digits.slice(countryCode.length) : digits;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ countryCode, vatNumber: number }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json()) as { valid?: unknown };
    if (response.ok && typeof body.valid === 'boolean') return body.valid ? 'valid' : 'invalid';
    log.warn({ status: response.status }, 'VIES gave no answer on the VAT number');
  } catch (error) {
    log.warn({ err: error }, 'VIES could not be reached');
  }
  return 'unavailable';
}
