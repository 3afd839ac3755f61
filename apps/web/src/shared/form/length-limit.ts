import { i18n } from '../i18n/i18n.ts';

/**
 * A field's length limit, told rather than enforced by cutting (issue 14). The browser's
 * `maxlength` cuts what is typed or pasted beyond it without a word, so a 300-character name
 * saved as 250 under "Profilo aggiornato". The bound fields take `maxLength` as the limit, leave
 * it off the input, and say 'Massimo {n} caratteri' as soon as the text is longer — the words the
 * shared schema's `max` says on submit, in the browser and on the server alike.
 */
export function overLimitMessage(value: unknown, maxLength: number | undefined): string | undefined {
  if (maxLength === undefined || typeof value !== 'string' || value.length <= maxLength) return undefined;
  return i18n.t('messages:validation.max', { max: maxLength });
}
