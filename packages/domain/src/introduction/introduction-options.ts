/**
 * The option lists of the introduction and survey forms (spec 2 §3 Option lists). The spec names
 * the ranges and gives six of the 23 prospect categories; the rest of the categories and the six
 * associations are this project's choice (docs/decisions.md). Stored by code; the browser names
 * each code in the user's language (web locales, `introduction:options.<list>.<code>`).
 */
export const YEARS_OF_ACTIVITY = ['0-1', '1-3', '3-10', '10-20', 'over_20'] as const;

export const PROSPECT_CATEGORIES = [
  'digital_agency',
  'web_agency',
  'ecommerce_agency',
  'software_house',
  'isp',
  'wisp',
  'system_integrator',
  'managed_service_provider',
  'it_consultant',
  'cloud_consultant',
  'security_consultant',
  'web_designer',
  'freelance_developer',
  'seo_sem_agency',
  'social_media_agency',
  'communication_agency',
  'graphic_studio',
  'marketing_consultant',
  'hardware_reseller',
  'telecom_operator',
  'accounting_firm',
  'training_company',
  'other',
] as const;

export const ASSOCIATIONS = [
  'aiip',
  'assoprovider',
  'assintel',
  'anitec_assinform',
  'swico',
  'ictswitzerland',
] as const;

export const CLIENT_COUNTS = ['0-10', '10-100', '100-1000', '1000-10000', 'over_10000'] as const;

export const CLIENT_SIZES = [
  'private',
  'small',
  'small_medium',
  'large',
  'professionals',
  'public_administration',
  'non_profit',
] as const;

export const EMPLOYEES = ['freelance', '1-5', '6-20', '21-50', '51-200', 'over_200'] as const;

export const REVENUES = ['0-100k', '100k-500k', '500k-1m', '1m-10m', 'over_10m'] as const;

export const BILLING_PREFERENCES = ['direct', 'white_label', 'mixed'] as const;

/** Every list, by the field that takes it. */
export const INTRODUCTION_OPTIONS = {
  categoria_prospect: PROSPECT_CATEGORIES,
  dipendenti: EMPLOYEES,
  anni_attivita: YEARS_OF_ACTIVITY,
  fatturato: REVENUES,
  clienti: CLIENT_COUNTS,
  dimensione_clienti: CLIENT_SIZES,
  associazioni: ASSOCIATIONS,
  preferenza_fatturazione: BILLING_PREFERENCES,
} as const;
export type IntroductionOptionList = keyof typeof INTRODUCTION_OPTIONS;
