import { useDebouncedValue } from '@mantine/hooks';
import {
  adjacentStep,
  firstStep,
  singleStackCode,
  type WizardState,
  type WizardStateInput,
  type WizardStep,
  type WizardPriceList,
} from '@sportello/domain';
import { useEffect, useMemo, useState } from 'react';
import { type QuoteRequest, useFetchQuote, useKnownQuote, useQuote } from '../api/wizard-api.ts';
import { localQuote } from './local-engine.ts';
import { errorsOfStep, stepOfField } from './step-fields.ts';
import { loadState, saveState } from './wizard-storage.ts';

/** How long the page waits after a change before asking the server (typing a domain, a quantity). */
export const QUOTE_DEBOUNCE_MS = 300;

export interface WizardSetup {
  storageKey: string;
  reseller: boolean;
  companyId: number;
  /** The company's currency_locked: unlocked, its offers for itself may be in the other currency. */
  currencyLocked: boolean;
  /** The route's freePeriod (product-testing: 60), preselected where the trial is asked. */
  freePeriod: number;
  /** The searched domain when it is free to register (domainAvailable): its registration applies (§4). */
  searchedDomain: string | null;
  /** The page's domainName query, prefilled in the Dominio step. */
  prefillDomain: string | null;
  priceList: WizardPriceList;
}

/** A fresh wizard: the defaults, the first step, the route's trial and the searched domain. */
function freshState(setup: WizardSetup): WizardStateInput {
  return {
    currentStep: firstStep(setup),
    freePeriod: setup.freePeriod,
    ...(setup.prefillDomain ? { nomeDominio: setup.prefillDomain } : {}),
  };
}

/** A change of one or more answers, with the rules the spec attaches to some of them (§4). */
function applyChange(input: WizardStateInput, change: WizardStateInput): WizardStateInput {
  const next: WizardStateInput = { ...input, ...change };
  // Another path or OS offers other products: the default of the new one applies.
  if ('path' in change || 'os' in change) delete next.sceltaProdottoInfrastruttura;
  if ('sceltaProdottoInfrastruttura' in change) delete next.db;
  if ('stack' in change) next.codiceProdottoStack = singleStackCode(change.stack ?? null);
  if (change.fatturaMe === true) next.idClienteFinale = null;
  // Another company quoted for: the offer takes its currency again (a customer's cannot be changed).
  if ('fatturaMe' in change || 'idClienteFinale' in change) delete next.currency;
  return next;
}

/** The quote request of a state: the step the user is on changes nothing of the quote. */
function requestOf(input: WizardStateInput, domain: string | null): QuoteRequest {
  const { currentStep: _step, ...state } = input;
  return { state, domain };
}

/**
 * The wizard's state and moves: the answers kept in the tab, the local engine's instant answer, the
 * server's answer (debounced, the latest wins) for errors, lines and totals, and the navigation.
 */
export function useWizard(setup: WizardSetup) {
  const [input, setInput] = useState<WizardStateInput>(() => loadState(setup.storageKey) ?? freshState(setup));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState<ReadonlySet<WizardStep>>(new Set());
  useEffect(() => saveState(setup.storageKey, input), [setup.storageKey, input]);

  const request = useMemo(() => requestOf(input, setup.searchedDomain), [input, setup.searchedDomain]);
  const [debounced] = useDebouncedValue(request, QUOTE_DEBOUNCE_MS);
  const server = useQuote(debounced);
  // Avanti has just asked for this very state: its answer is current, the debounced one is older.
  const known = useKnownQuote(request);
  const fetchQuote = useFetchQuote();
  const local = useMemo(
    () => localQuote(request.state, setup.priceList, setup, setup.searchedDomain),
    [request, setup],
  );
  const latest = known.data ?? (debounced === request && !server.isPlaceholderData ? server.data : undefined);
  const fresh = latest !== undefined;
  // The quote is asked without the step (it changes nothing of it): the step is the input's.
  const step: WizardStep = input.currentStep ?? firstStep(setup);
  const state: WizardState = { ...local.state, currentStep: step };
  const steps = latest ? latest.steps : local.steps;
  const errors = latest ? latest.errors : local.errors;
  const shown = Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched.has(field) || attempted.has(stepOfField(field, state.path))),
  );

  const change = (patch: WizardStateInput) => {
    setInput((current) => applyChange(current, patch));
    setTouched((current) => new Set([...current, ...Object.keys(patch)]));
  };
  const goTo = (target: WizardStep) => setInput((current) => ({ ...current, currentStep: target }));

  /** Avanti: the server's answer for this very state decides; the step's errors keep the user on it. */
  const next = async (): Promise<boolean> => {
    setAttempted((current) => new Set([...current, step]));
    // Unanswered (the network), the page's own engine decides: the same rules.
    const answer = await fetchQuote(request).catch(() => local);
    if (Object.keys(errorsOfStep(answer.errors, step, state.path)).length > 0) return false;
    const target = adjacentStep(answer.steps, step, 1);
    if (target !== null) goTo(target);
    return true;
  };
  const back = () => {
    const target = adjacentStep(steps, step, -1);
    if (target !== null) goTo(target);
  };
  const reset = () => {
    setInput(freshState(setup));
    setTouched(new Set());
    setAttempted(new Set());
  };
  const saved = (offertaNr: number, action: WizardStateInput['action']) =>
    setInput((current) => ({ ...current, offertaNr, action, currentStep: 'ThankYou' }));
  const showAllErrors = () => setAttempted(new Set(steps));

  return {
    state,
    step,
    steps,
    errors: shown,
    allErrors: errors,
    quote: latest ?? server.data ?? null,
    quoting: !fresh,
    request,
    change,
    goTo,
    next,
    back,
    reset,
    saved,
    showAllErrors,
  };
}

export type Wizard = ReturnType<typeof useWizard>;
