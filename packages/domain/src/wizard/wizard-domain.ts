import { isDomain } from '../validators/network.ts';
import type { WizardQuestions } from './wizard-conditions.ts';
import type { Registration } from './wizard-lines.ts';
import type { WizardContext, WizardState } from './wizard-state.ts';

/** A domain name as the rules compare it: trimmed, lower case, without a final dot. */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Spec 3 §5: the longest registrable extension the domain name ends with, over the catalogue's
 * TLD list (extensions without their dot: 'uk', 'co.uk'); null when none is registrable. The
 * extension is a whole label suffix and leaves at least one label before it.
 */
export function registrableExtension(domain: string, tlds: Iterable<string>): string | null {
  const name = normalizeDomain(domain);
  let longest: string | null = null;
  for (const tld of tlds) {
    const extension = tld.toLowerCase();
    if (name.length > extension.length + 1 && name.endsWith(`.${extension}`)) {
      if (longest === null || extension.length > longest.length) longest = extension;
    }
  }
  return longest;
}

/**
 * Spec 3 §4 Domain registration: it applies when the searched domain equals the entered one, or
 * the path is dominio, or the action is registrazione — and a domain is present.
 */
export function registrationApplies(
  state: Pick<WizardState, 'nomeDominio' | 'path' | 'domainAction'>,
  context: Pick<WizardContext, 'searchedDomain'>,
): boolean {
  const domain = state.nomeDominio === null ? '' : normalizeDomain(state.nomeDominio);
  if (domain === '') return false;
  const searched = context.searchedDomain ? normalizeDomain(context.searchedDomain) : null;
  return searched === domain || state.path === 'dominio' || state.domainAction === 'registrazione';
}

/**
 * The registration a quote makes of its domain: when the rule applies (the domain action counting
 * only where it is asked) and the domain ends with a registrable extension; null otherwise.
 */
export function domainRegistration(
  domain: string,
  state: WizardState,
  questions: Pick<WizardQuestions, 'registration'>,
  context: Pick<WizardContext, 'searchedDomain'>,
  tlds: Iterable<string>,
): Registration | null {
  const asked = { ...state, domainAction: questions.registration ? state.domainAction : null };
  if (!isDomain(domain) || !registrationApplies(asked, context)) return null;
  const tld = registrableExtension(domain, tlds);
  return tld === null ? null : { dominio: normalizeDomain(domain), tld };
}

/**
 * Spec 3 §2: the wizard page's query parameters domainName and domainAvailable ('true' or '1' means
 * available), read into the searched domain that prefills the Dominio step; null without a domain.
 */
export function searchedDomainQuery(
  domainName: string | null,
  domainAvailable: string | null,
): { domain: string; available: boolean } | null {
  const domain = domainName === null ? '' : normalizeDomain(domainName);
  if (domain === '') return null;
  return { domain, available: domainAvailable === 'true' || domainAvailable === '1' };
}
