import { type Currency, DEFAULT_CURRENCY } from '../constants.ts';
import type { MessageKey, MessageParams } from '../i18n/messages.ts';
import {
  COCKPIT_OSES,
  CLOUD_LIMITS,
  type DomainAction,
  HOSTING_CODES,
  type OperatingSystem,
  type StackName,
  STACKS,
  WEB_SERVERS,
  type WizardAction,
  type WizardPath,
  type WizardStep,
} from './wizard-constants.ts';

/**
 * Spec 3 §3 wizard state, field by field with the spec's names. `null` is "not chosen yet"; a
 * required choice left null is an error where its question is asked (spec 3 §5).
 */
export interface WizardState {
  currentStep: WizardStep;
  /** Days of trial: 0 none, 30 the trial question's yes, 60 the product-testing route. */
  freePeriod: number;
  notForResale: boolean | null;
  path: WizardPath | null;
  tecnologie: string[];
  db: string;
  php: string;
  sceltaLocationDeploy: string | null;
  sceltaLocationBackup: string | null;
  /** Null on the cloud path is a bare server with no stack. */
  stack: StackName | null;
  os: OperatingSystem;
  essentialOs: string | null;
  essentialOtherOs: string | null;
  cockpitOs: string | null;
  cockpitWs: string | null;
  sceltaProdottoInfrastruttura: string | null;
  nomeServer: string | null;
  cpuCloudQt: number;
  ramCloudQt: number;
  storageCloudQt: number;
  storageQt: number;
  /** Null is the spec's "none". */
  domainAction: DomainAction | null;
  nomeDominio: string | null;
  registrazionePremium: boolean;
  codiceProdottoMail: string | null;
  codiceLicenzaSql: string | null;
  addonLiteSpeed: boolean;
  addonImunify: boolean;
  addonTerminalServer: boolean;
  terminalServerQt: number;
  addonAtlas: boolean;
  addOnFirewall: boolean;
  addOn8Ip: boolean;
  addOn32Ram: boolean;
  addonSla: boolean;
  codiceAddonStorage: string | null;
  qtAddonStorage: number;
  codiceProdottoStack: string | null;
  fatturaMe: boolean;
  idClienteFinale: number | null;
  fatturazioneAnnuale: boolean;
  /**
   * The offer's currency (spec 3 §2 billing options, §7 payload `currency`): by default the currency of
   * the company quoted for (the customer's when quoting for one); the other only where the summary asks
   * it (wizardQuestions().currency: for self, the company's currency not locked).
   */
  currency: Currency;
  renewAfterFreePeriod: boolean;
  action: WizardAction | null;
  newService: boolean | null;
  siteTransfer: boolean | null;
  mailTransfer: boolean | null;
  extraTimeTransfer: boolean | null;
  /** Null is the free Let's Encrypt certificate (spec 3 §2 Addon). */
  codiceSsl: string | null;
  title: string | null;
  note: string | null;
  offertaNr: number | null;
}

/** What the browser sends: any field may be left out and takes its default. */
export type WizardStateInput = Partial<WizardState>;

/** Who the quote is made by and for (never from the browser's body). */
export interface WizardContext {
  /** The signed-in company is a reseller (spec 3 §6 reseller-only wizard features). */
  reseller: boolean;
  /** The signed-in company: id_azienda when billing self, id_reseller when quoting for a customer. */
  companyId: number;
  /** The provider's farm domain the server names end with (spec 3 §9). */
  farmDomain: string;
  /**
   * The texts of the request's language, for the errors and the default title: the server passes
   * the shared catalogue's `translate`, a page its own i18n (the browser build carries no catalogue).
   */
  translate: (key: MessageKey, params?: MessageParams) => string;
  /** The domain the user searched before opening the wizard (query domainName), if any. */
  searchedDomain?: string | null;
  /**
   * The signed-in company's currency_locked (spec 1 §3, default true): while locked, its offers for
   * itself stay in its own currency. Absent is locked.
   */
  currencyLocked?: boolean;
}

/** Spec 3 §2/§4: Clienti comes first for resellers, Scopo for everyone else. */
export function firstStep(context: Pick<WizardContext, 'reseller'>): WizardStep {
  return context.reseller ? 'Clienti' : 'Scopo';
}

/** The infrastructure products a path offers (spec 3 §9), the hosting path's by its OS; none on cloud (built from units). */
export function infrastructureCodes(path: WizardPath | null, os: OperatingSystem): readonly string[] {
  switch (path) {
    case 'hosting':
      return HOSTING_CODES[os];
    case 'reseller':
      return HOSTING_CODES.reseller;
    case 'host':
      return HOSTING_CODES.host;
    case 'storage':
      return HOSTING_CODES.storage;
    default:
      return [];
  }
}

/** The stack's one code when it has exactly one (spec 3 §4), else null: the user picks. */
export function singleStackCode(stack: StackName | null): string | null {
  if (stack === null) return null;
  const codes: readonly string[] = STACKS[stack].codes;
  return codes.length === 1 ? (codes[0] ?? null) : null;
}

/**
 * Spec 3 §3 and §9 defaults. A field the input leaves out (undefined) takes its default; a value the
 * input gives is kept as given, so the rules can refuse it rather than have it silently replaced —
 * but for the spec's own two rules: billing self clears the end customer, and a stack of one code
 * fills an empty stack code (spec 3 §4). Defaults that depend on other choices (docs/decisions.md
 * "Quote wizard engine"): the infrastructure product is HOSMN, or the first product of the path when
 * HOSMN is not among its products; the database is 'best', or MariaDB on HOSTITA where only MariaDB
 * is offered; the currency is the quoted company's (`currency`, its price list's).
 */
export function applyDefaults(
  input: WizardStateInput,
  context: Pick<WizardContext, 'reseller'>,
  currency: Currency = DEFAULT_CURRENCY,
): WizardState {
  const path = input.path ?? null;
  const os = input.os ?? 'linux';
  const stack = input.stack ?? null;
  const products = infrastructureCodes(path, os);
  const defaultProduct = products.length === 0 || products.includes('HOSMN') ? 'HOSMN' : (products[0] ?? null);
  const sceltaProdottoInfrastruttura =
    input.sceltaProdottoInfrastruttura === undefined ? defaultProduct : input.sceltaProdottoInfrastruttura;
  const fatturaMe = input.fatturaMe ?? true;
  return {
    currentStep: input.currentStep ?? firstStep(context),
    freePeriod: input.freePeriod ?? 0,
    notForResale: input.notForResale ?? null,
    path,
    tecnologie: input.tecnologie ?? [],
    db: input.db ?? (path === 'hosting' && sceltaProdottoInfrastruttura === 'HOSTITA' ? 'MariaDB' : 'best'),
    php: input.php ?? 'best',
    sceltaLocationDeploy: input.sceltaLocationDeploy ?? null,
    sceltaLocationBackup: input.sceltaLocationBackup ?? null,
    stack,
    os,
    essentialOs: input.essentialOs === undefined ? 'AlmaLinux 9' : input.essentialOs,
    essentialOtherOs: input.essentialOtherOs ?? null,
    cockpitOs: input.cockpitOs === undefined ? COCKPIT_OSES[0] : input.cockpitOs,
    cockpitWs: input.cockpitWs === undefined ? WEB_SERVERS[0] : input.cockpitWs,
    sceltaProdottoInfrastruttura,
    nomeServer: input.nomeServer ?? null,
    cpuCloudQt: input.cpuCloudQt ?? CLOUD_LIMITS.cpu.min,
    ramCloudQt: input.ramCloudQt ?? CLOUD_LIMITS.ram.min,
    storageCloudQt: input.storageCloudQt ?? CLOUD_LIMITS.storage.min,
    storageQt: input.storageQt ?? 1,
    domainAction: input.domainAction ?? null,
    nomeDominio: input.nomeDominio ?? null,
    registrazionePremium: input.registrazionePremium ?? false,
    codiceProdottoMail: input.codiceProdottoMail ?? null,
    codiceLicenzaSql: input.codiceLicenzaSql ?? null,
    addonLiteSpeed: input.addonLiteSpeed ?? false,
    addonImunify: input.addonImunify ?? false,
    addonTerminalServer: input.addonTerminalServer ?? false,
    terminalServerQt: input.terminalServerQt ?? 1,
    addonAtlas: input.addonAtlas ?? false,
    addOnFirewall: input.addOnFirewall ?? false,
    addOn8Ip: input.addOn8Ip ?? false,
    addOn32Ram: input.addOn32Ram ?? false,
    addonSla: input.addonSla ?? false,
    codiceAddonStorage: input.codiceAddonStorage ?? null,
    qtAddonStorage: input.qtAddonStorage ?? 1,
    // A stack of one code leaves nothing to choose: its code, unless another is given (then refused).
    codiceProdottoStack: input.codiceProdottoStack ?? singleStackCode(stack),
    fatturaMe,
    // Spec 3 §4: billing self clears the chosen end customer.
    idClienteFinale: fatturaMe ? null : (input.idClienteFinale ?? null),
    fatturazioneAnnuale: input.fatturazioneAnnuale ?? true,
    currency: input.currency ?? currency,
    renewAfterFreePeriod: input.renewAfterFreePeriod ?? true,
    action: input.action ?? null,
    newService: input.newService ?? null,
    siteTransfer: input.siteTransfer ?? null,
    mailTransfer: input.mailTransfer ?? null,
    extraTimeTransfer: input.extraTimeTransfer ?? null,
    codiceSsl: input.codiceSsl ?? null,
    title: input.title ?? null,
    note: input.note ?? null,
    offertaNr: input.offertaNr ?? null,
  };
}

/** Spec 3 §4 Reset: the defaults and the first step (Clienti for resellers, Scopo otherwise). */
export function resetState(context: Pick<WizardContext, 'reseller'>, freePeriod = 0): WizardState {
  return applyDefaults({ freePeriod }, context);
}

/** Spec 3 §4: changing the stack sets its code when it has exactly one, otherwise clears it. */
export function changeStack(state: WizardState, stack: StackName | null): WizardState {
  return { ...state, stack, codiceProdottoStack: singleStackCode(stack) };
}

/** Spec 3 §4: switching to billing self clears the chosen end customer. */
export function changeBillingSelf(state: WizardState, fatturaMe: boolean): WizardState {
  return { ...state, fatturaMe, idClienteFinale: fatturaMe ? null : state.idClienteFinale };
}
