import { i18n } from '../i18n/i18n.ts';

/**
 * What a field shows for its error: schema-level messages and server ones may be message keys of the
 * domain (translated), anything else is text already. Asks the loaded `messages` namespace rather than
 * the domain's catalogue, which would bring every language of it into the page.
 */
export function translateFieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return i18n.exists(`messages:${message}`) ? i18n.t(`messages:${message}`) : message;
}
