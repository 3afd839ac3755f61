import type { Language } from '../constants.ts';
import { accountMessages } from './catalog/account.ts';
import { authMessages } from './catalog/auth.ts';
import { coreMessages } from './catalog/core.ts';
import { onboardingMessages } from './catalog/onboarding.ts';
import { oidcMessages } from './catalog/oidc.ts';
import { usersMessages } from './catalog/users.ts';
import { partnerProjectMessages } from './catalog/partner-projects.ts';
import { customersMessages } from './catalog/customers.ts';
import { validatorMessages } from './catalog/validators.ts';
import { catalogueMessages } from './catalog/catalogue.ts';
import { transferMessages } from './catalog/transfers.ts';
import { productsMessages } from './catalog/products.ts';
import { invoicesMessages } from './catalog/invoices.ts';
import { servicesMessages } from './catalog/services.ts';
import { ticketsMessages } from './catalog/tickets.ts';
import { wizardMessages } from './catalog/wizard.ts';
import { offersMessages } from './catalog/offers.ts';
import { introductionMessages } from './catalog/introduction.ts';
import { staffMessages } from './catalog/staff.ts';
import { movementsMessages } from './catalog/movements.ts';
import { uploadsMessages } from './catalog/uploads.ts';
import { alertsMessages } from './catalog/alerts.ts';
import { fallbackLanguages } from './language.ts';

/**
 * Messages both sides produce: validation and error texts. Each area keeps its
 * own catalogue in ./catalog (Italian is the spec's words); add a new one to
 * CATALOGS. The browser's own UI texts live in apps/web/src/locales.
 */
const CATALOGS = [
  coreMessages,
  validatorMessages,
  authMessages,
  onboardingMessages,
  partnerProjectMessages,
  customersMessages,
  usersMessages,
  oidcMessages,
  accountMessages,
  catalogueMessages,
  transferMessages,
  productsMessages,
  servicesMessages,
  ticketsMessages,
  invoicesMessages,
  wizardMessages,
  offersMessages,
  introductionMessages,
  staffMessages,
  movementsMessages,
  uploadsMessages,
  alertsMessages,
] as const;

type ItalianOf<C> = C extends { it: infer T } ? T : never;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type AllItalian = UnionToIntersection<ItalianOf<(typeof CATALOGS)[number]>>;

export type MessageKey = Extract<keyof AllItalian, string>;
export type Messages = Record<MessageKey, string>;

function merge(lang: Language): Messages {
  return Object.assign({}, ...CATALOGS.map((c) => c[lang])) as Messages;
}

export const MESSAGES: Record<Language, Messages> = {
  it: merge('it'),
  en: merge('en'),
  de: merge('de'),
  fr: merge('fr'),
};

export type MessageParams = Readonly<Record<string, string | number>>;

export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const template =
    MESSAGES[lang][key] ??
    fallbackLanguages(lang)
      .map((l) => MESSAGES[l][key])
      .find(Boolean) ??
    key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function isMessageKey(value: string): value is MessageKey {
  return value in MESSAGES.it;
}
