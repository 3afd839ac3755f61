import { CURRENCIES, type Currency } from '../constants.ts';
import type { MessageKey, MessageParams } from '../i18n/messages.ts';
import { isDomain, isHostname } from '../validators/network.ts';
import {
  CLOUD_LIMITS,
  COCKPIT_OSES,
  DOMAIN_ACTIONS,
  ESSENTIAL_OSES,
  EXTRA_STORAGE_CODES,
  FREE_PERIODS,
  MAIL_PLAN_CODES,
  OPERATING_SYSTEMS,
  OTHER_OS,
  WIZARD_QUANTITY_LIMITS,
  SQL_LICENCE_CODES,
  SSL_CODES,
  STACK_NAMES,
  STACKS,
  TECHNOLOGIES,
  WIZARD_TEXT_LIMITS,
  WEB_SERVERS,
  WIZARD_ACTIONS,
  WIZARD_PATHS,
} from './wizard-constants.ts';
import type { WizardQuestions } from './wizard-conditions.ts';
import { normalizeDomain, registrableExtension } from './wizard-domain.ts';
import { dbOptions, phpOptions } from './wizard-options.ts';
import { infrastructureCodes, type WizardContext, type WizardState } from './wizard-state.ts';

/** One refusal: the state field it concerns and its message. */
export interface WizardIssue {
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

const among = (values: readonly unknown[], value: unknown) => values.includes(value);

function integerIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** What each step's check reads and how it refuses: the first refusal of a field is kept. */
interface Check {
  state: WizardState;
  questions: WizardQuestions;
  refuse: (field: string, key: MessageKey, params?: MessageParams) => void;
  required: (field: keyof WizardState) => void;
}

function checkQuantity({ refuse }: Check, field: keyof WizardState, value: number): void {
  if (!integerIn(value, WIZARD_QUANTITY_LIMITS.min, WIZARD_QUANTITY_LIMITS.max)) {
    refuse(field, 'wizard.quantity_range', WIZARD_QUANTITY_LIMITS);
  }
}

/** Clienti: who the offer is for (spec 3 §1: a customer quotes only for itself), resale mode, trial. */
function checkClienti(check: Check, reseller: boolean): void {
  const { state, questions, refuse, required } = check;
  if (!state.fatturaMe && !reseller) refuse('fatturaMe', 'wizard.reseller_only');
  if (questions.endCustomer && state.idClienteFinale === null) refuse('idClienteFinale', 'wizard.no_end_customer');
  if (questions.resaleMode) required('notForResale');
  if (questions.trial && !among(FREE_PERIODS, state.freePeriod)) refuse('freePeriod', 'validation.invalid');
}

function checkScopo({ state, questions, refuse }: Check, reseller: boolean): void {
  if (state.path === null) refuse('path', 'validation.required');
  else if (!among(WIZARD_PATHS, state.path)) refuse('path', 'validation.invalid');
  else if (state.path === 'reseller' && !reseller) refuse('path', 'wizard.reseller_only');
  if (questions.os && !among(OPERATING_SYSTEMS, state.os)) refuse('os', 'validation.invalid');
}

function checkInfrastructure(check: Check): void {
  const { state, questions, refuse } = check;
  if (questions.infrastructureProduct && state.path !== 'cloud') {
    if (state.sceltaProdottoInfrastruttura === null) refuse('sceltaProdottoInfrastruttura', 'validation.required');
    else if (!infrastructureCodes(state.path, state.os).includes(state.sceltaProdottoInfrastruttura)) {
      refuse('sceltaProdottoInfrastruttura', 'wizard.option_not_available');
    }
  }
  if (questions.storageQuantity) checkQuantity(check, 'storageQt', state.storageQt);
  if (questions.serverName) {
    if (state.nomeServer === null || state.nomeServer.trim() === '') refuse('nomeServer', 'validation.required');
    else if (!isHostname(state.nomeServer)) refuse('nomeServer', 'validation.hostname');
  }
}

/** Cloud units (spec 3 §5 limits) and the stack: its OS, minimum RAM, code and OS or web server. */
function checkCloud({ state, questions, refuse }: Check): void {
  if (!questions.stack) return;
  const { cpu, ram, storage } = CLOUD_LIMITS;
  if (!integerIn(state.cpuCloudQt, cpu.min, cpu.max)) refuse('cpuCloudQt', 'wizard.cpu_range', cpu);
  if (!integerIn(state.ramCloudQt, ram.min, ram.max)) refuse('ramCloudQt', 'wizard.ram_range', ram);
  if (!integerIn(state.storageCloudQt, storage.min, storage.max) || state.storageCloudQt % storage.step !== 0) {
    refuse('storageCloudQt', 'wizard.storage_range', storage);
  }
  if (questions.windowsAddons && state.codiceLicenzaSql !== null && !among(SQL_LICENCE_CODES, state.codiceLicenzaSql)) {
    refuse('codiceLicenzaSql', 'validation.invalid');
  }
  if (state.stack === null) return;
  if (!among(STACK_NAMES, state.stack)) {
    refuse('stack', 'validation.invalid');
    return;
  }
  const stack = STACKS[state.stack];
  if (!among(stack.os, state.os)) refuse('stack', 'wizard.stack_os');
  if (state.ramCloudQt < stack.minRam) refuse('ramCloudQt', 'wizard.ram_minimum', { ram: stack.minRam });
  if (state.codiceProdottoStack === null) refuse('codiceProdottoStack', 'validation.required');
  else if (!among(stack.codes, state.codiceProdottoStack)) refuse('codiceProdottoStack', 'validation.invalid');
  if (state.stack === 'cockpit') {
    if (!among(COCKPIT_OSES, state.cockpitOs)) refuse('cockpitOs', 'validation.required');
    if (!among(WEB_SERVERS, state.cockpitWs)) refuse('cockpitWs', 'validation.required');
  }
  if (state.stack === 'essential' && state.os === 'linux') {
    if (!among(ESSENTIAL_OSES, state.essentialOs)) refuse('essentialOs', 'validation.required');
    else if (state.essentialOs === OTHER_OS) {
      const other = state.essentialOtherOs?.trim() ?? '';
      if (other === '') refuse('essentialOtherOs', 'validation.required');
      else if (other.length > WIZARD_TEXT_LIMITS.otherOs) {
        refuse('essentialOtherOs', 'validation.max', { max: WIZARD_TEXT_LIMITS.otherOs });
      }
    }
  }
}

/** Mail: a plan of the list; on the mail path one is required. */
function checkMail({ state, questions, refuse }: Check): void {
  if (!questions.mail) return;
  if (state.codiceProdottoMail === null) {
    if (state.path === 'mail') refuse('codiceProdottoMail', 'validation.required');
  } else if (!among(MAIL_PLAN_CODES, state.codiceProdottoMail)) refuse('codiceProdottoMail', 'validation.invalid');
}

/** Configurazione: the transfer choices where asked, database, PHP and technologies among the options. */
function checkConfigurazione({ state, questions, refuse, required }: Check): void {
  if (questions.newService) required('newService');
  if (questions.siteTransfer) required('siteTransfer');
  if (questions.mailTransfer) required('mailTransfer');
  if (questions.extraTimeTransfer) required('extraTimeTransfer');
  if (questions.dbPhp) {
    if (!dbOptions(state).includes(state.db)) refuse('db', 'wizard.option_not_available');
    if (!phpOptions(state).includes(state.php)) refuse('php', 'wizard.option_not_available');
  }
  if (questions.technologies) {
    const unknown = state.tecnologie.some((t) => !among(TECHNOLOGIES, t));
    if (unknown || new Set(state.tecnologie).size !== state.tecnologie.length) {
      refuse('tecnologie', 'validation.invalid');
    }
  }
}

function checkLocation({ state, questions, refuse }: Check): void {
  for (const [field, asked] of [
    ['sceltaLocationDeploy', questions.location],
    ['sceltaLocationBackup', questions.backupLocation],
  ] as const) {
    const value = state[field];
    if (asked && value !== null && value.length > WIZARD_TEXT_LIMITS.location) {
      refuse(field, 'validation.max', { max: WIZARD_TEXT_LIMITS.location });
    }
  }
}

/**
 * Dominio: a domain name; required on the dominio path and for a domain action; on the dominio path
 * its extension must be registrable (elsewhere only the page's notice, spec 3 §5).
 */
function checkDominio({ state, questions, refuse }: Check, tlds: readonly string[]): void {
  if (!questions.domain) return;
  const domain = state.nomeDominio === null ? '' : normalizeDomain(state.nomeDominio);
  const action = questions.registration ? state.domainAction : null;
  if (action !== null && !among(DOMAIN_ACTIONS, action)) refuse('domainAction', 'validation.invalid');
  if (domain === '') {
    if (state.path === 'dominio' || action !== null) refuse('nomeDominio', 'validation.required');
  } else if (!isDomain(domain)) refuse('nomeDominio', 'validation.domain');
  else if (state.path === 'dominio' && registrableExtension(domain, tlds) === null) {
    refuse('nomeDominio', 'wizard.extension_not_registrable');
  }
}

/** Addon: SSL and extra storage among their codes; on altro at least one of terminal server, SSL, Atlas. */
function checkAddon(check: Check): void {
  const { state, questions, refuse } = check;
  if (questions.ssl && state.codiceSsl !== null && !among(SSL_CODES, state.codiceSsl)) {
    refuse('codiceSsl', 'validation.invalid');
  }
  if (questions.extraStorage && state.codiceAddonStorage !== null) {
    const codes: readonly string[] = state.path === 'host' ? EXTRA_STORAGE_CODES.host : EXTRA_STORAGE_CODES.cloud;
    if (!codes.includes(state.codiceAddonStorage)) refuse('codiceAddonStorage', 'wizard.option_not_available');
    checkQuantity(check, 'qtAddonStorage', state.qtAddonStorage);
  }
  if (questions.altroAddons) {
    const ssl = questions.ssl && state.codiceSsl !== null;
    if (!state.addonTerminalServer && !ssl && !state.addonAtlas) refuse('addonTerminalServer', 'wizard.altro_choice');
  }
  if (questions.terminalServer && state.addonTerminalServer) {
    checkQuantity(check, 'terminalServerQt', state.terminalServerQt);
  }
}

/** Summary: the submit action (mail to the customer only for a customer's offer), title and notes. */
function checkSummary({ state, questions, refuse }: Check): void {
  if (state.action !== null) {
    if (!among(WIZARD_ACTIONS, state.action)) refuse('action', 'validation.invalid');
    else if (state.action === 'mailcustomer' && !questions.endCustomer) refuse('action', 'wizard.mailcustomer_self');
  }
  if (state.title !== null && state.title.length > WIZARD_TEXT_LIMITS.title) {
    refuse('title', 'validation.max', { max: WIZARD_TEXT_LIMITS.title });
  }
  if (state.note !== null && state.note.length > WIZARD_TEXT_LIMITS.note) {
    refuse('note', 'validation.max', { max: WIZARD_TEXT_LIMITS.note });
  }
}

/**
 * The offer's currency: the quoted company's (`currency`), or the other where the summary asks it
 * (spec 3 §2: for self, the currency not locked); another is refused with the reason.
 */
function checkCurrency({ state, questions, refuse }: Check, currency: Currency): void {
  if (!among(CURRENCIES, state.currency)) refuse('currency', 'validation.invalid');
  else if (state.currency !== currency && !questions.currency) {
    refuse('currency', questions.endCustomer ? 'wizard.currency_customer' : 'wizard.currency_locked', { currency });
  }
}

/**
 * Spec 3 §5 Wizard: the rules a state must meet to be quoted and saved, step by step. Only the
 * questions the state asks are checked (spec 3 §4 conditions).
 */
export function validateWizardState(
  state: WizardState,
  questions: WizardQuestions,
  context: Pick<WizardContext, 'reseller'>,
  tlds: readonly string[],
  currency: Currency,
): WizardIssue[] {
  const issues: WizardIssue[] = [];
  const refuse = (field: string, key: MessageKey, params?: MessageParams) => {
    if (!issues.some((issue) => issue.field === field)) issues.push(params ? { field, key, params } : { field, key });
  };
  const check: Check = {
    state,
    questions,
    refuse,
    required: (field) => {
      if (state[field] === null) refuse(field, 'validation.required');
    },
  };
  checkClienti(check, context.reseller);
  checkScopo(check, context.reseller);
  checkInfrastructure(check);
  checkCloud(check);
  checkMail(check);
  checkConfigurazione(check);
  checkLocation(check);
  checkDominio(check, tlds);
  checkAddon(check);
  checkSummary(check);
  checkCurrency(check, currency);
  return issues;
}
