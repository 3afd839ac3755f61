import type { WizardStep } from './wizard-constants.ts';
import { wizardQuestions } from './wizard-conditions.ts';
import { domainRegistration } from './wizard-domain.ts';
import { quoteLines, quotedDomain, type Registration } from './wizard-lines.ts';
import { type OfferPayload, offerPayload, trialDays } from './wizard-payload.ts';
import { applyDefaults, type WizardContext, type WizardState, type WizardStateInput } from './wizard-state.ts';
import { enabledSteps } from './wizard-steps.ts';
import {
  type PricedLine,
  type QuoteTotals,
  durationTotals,
  priceIndex,
  priceLines,
  quoteTotals,
  type WizardPriceList,
} from './wizard-totals.ts';
import { validateWizardState, type WizardIssue } from './wizard-validation.ts';

/** What the engine answers for one state: the shape of POST /rest/offers/quote. */
export interface WizardQuote {
  /** The state with every default applied. */
  state: WizardState;
  /** The enabled steps in order. */
  steps: WizardStep[];
  valid: boolean;
  /** Field → message in the context's language. */
  errors: Record<string, string>;
  /** The same refusals as message keys, for callers that word them themselves. */
  issues: WizardIssue[];
  lines: PricedLine[];
  registration: Registration | null;
  totals: QuoteTotals;
  payload: OfferPayload;
}

/** The price list's registrable extensions and the registration product of each. */
function registrationProducts(priceList: WizardPriceList): Map<string, string> {
  const byTld = new Map<string, string>();
  for (const item of priceList.items) if (item.tld !== null && !byTld.has(item.tld)) byTld.set(item.tld, item.codice);
  return byTld;
}

/**
 * The quote wizard's rules as one function (spec 3 §2–§9): the browser's page, the preview call and
 * the save call all run it on the same state, the company's price list and the caller's context.
 */
export function quoteWizard(input: WizardStateInput, priceList: WizardPriceList, context: WizardContext): WizardQuote {
  const state = applyDefaults(input, context, priceList.currency);
  const questions = wizardQuestions(state, context);
  const tlds = registrationProducts(priceList);
  const issues = validateWizardState(state, questions, context, [...tlds.keys()], priceList.currency);
  // A currency the rules refuse prices nothing: the quote stays in the company's until it is corrected.
  const currency = issues.some((issue) => issue.field === 'currency') ? priceList.currency : state.currency;

  const domain = quotedDomain(state, questions);
  const registration = domain === null ? null : domainRegistration(domain, state, questions, context, tlds.keys());
  const drafts = quoteLines(
    state,
    questions,
    context,
    registration,
    registration ? (tlds.get(registration.tld) ?? null) : null,
  );

  const annual = !questions.billingDuration || state.fatturazioneAnnuale;
  const basis = questions.endCustomer ? 'list' : 'discounted';
  const index = priceIndex(priceList);
  const { priced, missing } = priceLines(drafts, index, annual, basis, currency);
  const recurrences = {
    annual: durationTotals(priceLines(drafts, index, true, basis, currency).priced),
    monthly: durationTotals(priceLines(drafts, index, false, basis, currency).priced),
  };
  const [unpriced] = missing;
  if (unpriced !== undefined)
    issues.push({ field: 'prodotti', key: 'wizard.product_not_priced', params: { code: unpriced } });
  if (drafts.length === 0) issues.push({ field: 'prodotti', key: 'wizard.no_products' });

  const subject = domain ?? (questions.serverName && state.nomeServer?.trim() ? state.nomeServer.trim() : null);
  const errors = Object.fromEntries(issues.map((issue) => [issue.field, context.translate(issue.key, issue.params)]));
  return {
    state,
    steps: enabledSteps(state, questions, context),
    valid: issues.length === 0,
    errors,
    issues,
    lines: priced,
    registration,
    totals: quoteTotals(priced, recurrences, currency, trialDays(state, questions)),
    payload: offerPayload(state, questions, priced, subject, currency, context),
  };
}
