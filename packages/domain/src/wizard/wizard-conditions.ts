import { type StackName, type WizardPath } from './wizard-constants.ts';
import type { WizardContext, WizardState } from './wizard-state.ts';

/**
 * Spec 3 §4 "Conditions for asking": which questions the wizard asks for a state. A question that
 * is not asked neither produces a line nor blocks the quote. "hosting" in the spec's conditions is
 * the hosting path (docs/decisions.md "Quote wizard engine").
 */
export interface WizardQuestions {
  os: boolean;
  stack: boolean;
  location: boolean;
  backupLocation: boolean;
  infrastructureProduct: boolean;
  storageQuantity: boolean;
  domain: boolean;
  /** The domain action (none, registrazione, dns). */
  registration: boolean;
  ssl: boolean;
  cpanelAddons: boolean;
  windowsAddons: boolean;
  firewall: boolean;
  serverName: boolean;
  dbPhp: boolean;
  technologies: boolean;
  trial: boolean;
  mail: boolean;
  billingDuration: boolean;
  newService: boolean;
  siteTransfer: boolean;
  mailTransfer: boolean;
  extraTimeTransfer: boolean;
  premiumSupport: boolean;
  extraStorage: boolean;
  /** Cloud add-ons with no condition of their own in the spec: on the cloud path. */
  cloudAddons: boolean;
  /** Terminal server and Atlas (spec 3 §2 Addon: on the 'altro' path). */
  altroAddons: boolean;
  /** Terminal server users: on 'altro', and a Windows add-on of a Windows cloud server. */
  terminalServer: boolean;
  /** Who the offer is for, resale mode: the Clienti step (resellers). */
  endCustomer: boolean;
  resaleMode: boolean;
  /**
   * The offer's currency (spec 3 §2 summary: 'only when the currency is not locked and the offer is
   * for self'); elsewhere the offer is in the currency of the company quoted for.
   */
  currency: boolean;
}

const is = (path: WizardPath | null, ...paths: WizardPath[]) => path !== null && paths.includes(path);

/** Cloud stacks that take the database and PHP questions (spec 3 §4). */
const DB_PHP_STACKS: readonly StackName[] = ['essential', 'cockpit', 'whm', 'plesk linux'];
/** Cloud stacks (or none) that leave mail to a mail plan (spec 3 §4). */
const MAIL_PLAN_STACKS: readonly (StackName | null)[] = [null, 'essential', 'cockpit', 'windows'];

export function wizardQuestions(
  state: WizardState,
  context: Pick<WizardContext, 'reseller' | 'currencyLocked'>,
): WizardQuestions {
  const { path, os, stack } = state;
  const reseller = context.reseller;
  const cloud = path === 'cloud';
  const hosting = path === 'hosting';
  const linux = os === 'linux';
  const windowsAddons = cloud && os === 'windows' && stack !== 'plesk windows';
  const mail = (cloud && MAIL_PLAN_STACKS.includes(stack)) || path === 'mail' || (hosting && os === 'windows');
  const mailChosen = mail && state.codiceProdottoMail !== null;
  const domain = path !== null && path !== 'host' && (!cloud || mailChosen);
  const siteTransfer = reseller && hosting && linux;
  const mailTransfer = reseller && ((hosting && linux) || (hosting && mailChosen) || path === 'mail');
  const transferAsked = siteTransfer || mailTransfer;
  const newServiceExisting = transferAsked && state.newService === false;
  const providerTransfers =
    (siteTransfer && newServiceExisting && state.siteTransfer === true) ||
    (mailTransfer && newServiceExisting && state.mailTransfer === true);
  return {
    os: hosting || cloud,
    stack: cloud,
    location: path !== null && !is(path, 'dominio', 'altro'),
    backupLocation: path !== null && !is(path, 'dominio', 'altro', 'storage'),
    infrastructureProduct: path !== null && !is(path, 'dominio', 'altro', 'mail'),
    storageQuantity: path === 'storage',
    domain,
    registration: domain && !is(path, 'dominio', 'storage'),
    ssl: path !== null && !is(path, 'dominio', 'reseller', 'host') && (!cloud || mailChosen),
    cpanelAddons: cloud && stack === 'whm',
    windowsAddons,
    firewall: is(path, 'cloud', 'host'),
    serverName: is(path, 'cloud', 'host'),
    dbPhp: linux && (hosting || (cloud && stack !== null && DB_PHP_STACKS.includes(stack))),
    technologies: linux && (hosting || cloud),
    trial: reseller && path !== null && !is(path, 'dominio', 'altro', 'host'),
    mail,
    billingDuration: path !== 'dominio',
    newService: transferAsked,
    siteTransfer: siteTransfer && newServiceExisting,
    mailTransfer: mailTransfer && newServiceExisting,
    extraTimeTransfer: providerTransfers,
    premiumSupport: path !== null && !is(path, 'dominio', 'altro'),
    extraStorage: is(path, 'cloud', 'host'),
    cloudAddons: cloud,
    altroAddons: path === 'altro',
    terminalServer: path === 'altro' || windowsAddons,
    endCustomer: reseller && !state.fatturaMe,
    resaleMode: reseller && state.fatturaMe,
    currency: state.fatturaMe && context.currencyLocked === false,
  };
}
