import {
  ADDON_CODES,
  CLOUD_FIREWALL,
  CLOUD_STORAGE_UNIT_GB,
  CLOUD_UNIT_CODES,
  IMUNIFY_CODES,
  OTHER_OS,
  STACKS,
} from './wizard-constants.ts';
import type { WizardQuestions } from './wizard-conditions.ts';
import { normalizeDomain } from './wizard-domain.ts';
import { licenceQuantity } from './wizard-options.ts';
import type { WizardContext, WizardState } from './wizard-state.ts';

/** Spec 3 §3 quote line item. */
export interface QuoteLine {
  codice: string;
  qt: number;
  dominio: string | null;
  os: string | null;
  webserver: string | null;
  provision_db: string | null;
  provision_php: string | null;
  newService: boolean;
  siteTransfer: boolean;
  mailTransfer: boolean;
  notForResale: boolean;
}

/** Spec 3 §2 Summary sections. */
export const QUOTE_SECTIONS = ['dominio', 'infrastruttura', 'firewall', 'mail', 'addon'] as const;
export type QuoteSection = (typeof QUOTE_SECTIONS)[number];

export interface DraftLine extends QuoteLine {
  section: QuoteSection;
}

/** The registration the quote makes (spec 3 §4 Domain registration): the domain and its extension. */
export interface Registration {
  dominio: string;
  tld: string;
}

type Line = Partial<QuoteLine> & Pick<QuoteLine, 'codice' | 'qt'>;

/** What every line of one quote shares: the end-of-resale mark and the activation kind. */
interface Shared {
  notForResale: boolean;
  newService: boolean;
}

function line(section: QuoteSection, shared: Shared, fields: Line): DraftLine {
  return {
    dominio: null,
    os: null,
    webserver: null,
    provision_db: null,
    provision_php: null,
    siteTransfer: false,
    mailTransfer: false,
    ...shared,
    ...fields,
    section,
  };
}

/** The domain the quote is about, when the domain question is asked and answered. */
export function quotedDomain(state: WizardState, questions: WizardQuestions): string | null {
  if (!questions.domain || state.nomeDominio === null) return null;
  const domain = normalizeDomain(state.nomeDominio);
  return domain === '' ? null : domain;
}

/** Spec 3 §9: the server's hostname is its name plus the farm domain; the firewall's adds '-firewall'. */
export function serverHostname(
  state: WizardState,
  context: Pick<WizardContext, 'farmDomain'>,
  suffix = '',
): string | null {
  if (state.nomeServer === null || state.nomeServer.trim() === '') return null;
  return `${normalizeDomain(state.nomeServer)}${suffix}.${normalizeDomain(context.farmDomain)}`;
}

/** The operating system a cloud server is installed with. */
function cloudOs(state: WizardState): string {
  if (state.stack === 'cockpit' && state.cockpitOs !== null) return state.cockpitOs;
  if (state.stack === 'essential' && state.os === 'linux' && state.essentialOs !== null) {
    return state.essentialOs === OTHER_OS ? (state.essentialOtherOs ?? OTHER_OS) : state.essentialOs;
  }
  return state.os;
}

function provisioning(state: WizardState, questions: WizardQuestions) {
  return questions.dbPhp ? { provision_db: state.db, provision_php: state.php } : {};
}

/** One cloud server: its units, on its hostname and OS. */
function cloudServer(
  shared: Shared,
  section: QuoteSection,
  dominio: string | null,
  os: string,
  cpu: number,
  ram: number,
  storage: number,
): DraftLine[] {
  return [
    line(section, shared, { codice: CLOUD_UNIT_CODES.cpu, qt: cpu, dominio, os }),
    line(section, shared, { codice: CLOUD_UNIT_CODES.ram, qt: ram, dominio, os }),
    line(section, shared, { codice: CLOUD_UNIT_CODES.storage, qt: storage / CLOUD_STORAGE_UNIT_GB, dominio, os }),
  ];
}

function cloudLines(
  state: WizardState,
  questions: WizardQuestions,
  context: WizardContext,
  shared: Shared,
): DraftLine[] {
  const hostname = serverHostname(state, context);
  const os = cloudOs(state);
  const lines = cloudServer(
    shared,
    'infrastruttura',
    hostname,
    os,
    state.cpuCloudQt,
    state.ramCloudQt,
    state.storageCloudQt,
  );
  if (state.stack !== null && state.codiceProdottoStack !== null) {
    lines.push(
      line('infrastruttura', shared, {
        codice: state.codiceProdottoStack,
        qt: 1,
        dominio: hostname,
        os,
        webserver: state.stack === 'cockpit' ? state.cockpitWs : null,
        ...provisioning(state, questions),
      }),
    );
  }
  const licences = licenceQuantity(state.cpuCloudQt);
  // The Windows licence is the OS's own: every Windows server has it (docs/decisions.md).
  if (state.os === 'windows') {
    lines.push(
      line('infrastruttura', shared, { codice: ADDON_CODES.windowsLicence, qt: licences, dominio: hostname, os }),
    );
  }
  if (questions.windowsAddons && state.codiceLicenzaSql !== null) {
    lines.push(line('infrastruttura', shared, { codice: state.codiceLicenzaSql, qt: licences, dominio: hostname, os }));
  }
  if (questions.windowsAddons && state.addonTerminalServer) {
    lines.push(
      line('infrastruttura', shared, {
        codice: ADDON_CODES.terminalServerUser,
        qt: state.terminalServerQt,
        dominio: hostname,
        os,
      }),
    );
  }
  if (questions.cpanelAddons && state.addonImunify) {
    const whm = state.codiceProdottoStack as keyof typeof IMUNIFY_CODES.byWhmCode | null;
    const codice = (whm !== null && IMUNIFY_CODES.byWhmCode[whm]) || IMUNIFY_CODES.default;
    lines.push(line('infrastruttura', shared, { codice, qt: 1, dominio: hostname, os }));
  }
  if (questions.cpanelAddons && state.addonLiteSpeed) {
    lines.push(line('infrastruttura', shared, { codice: ADDON_CODES.liteSpeed, qt: 1, dominio: hostname, os }));
  }
  if (questions.cloudAddons && state.addOn8Ip) {
    lines.push(line('infrastruttura', shared, { codice: ADDON_CODES.eightIps, qt: 1, dominio: hostname }));
  }
  if (questions.cloudAddons && state.addOn32Ram) {
    lines.push(line('infrastruttura', shared, { codice: ADDON_CODES.extraRam, qt: 1, dominio: hostname }));
  }
  return lines;
}

function infrastructureLines(
  state: WizardState,
  questions: WizardQuestions,
  context: WizardContext,
  shared: Shared,
  mailPlanLine: boolean,
): DraftLine[] {
  if (state.path === 'cloud') return cloudLines(state, questions, context, shared);
  if (!questions.infrastructureProduct || state.sceltaProdottoInfrastruttura === null) return [];
  const codice = state.sceltaProdottoInfrastruttura;
  if (state.path === 'host') {
    return [line('infrastruttura', shared, { codice, qt: 1, dominio: serverHostname(state, context) })];
  }
  if (state.path === 'storage') {
    return [line('infrastruttura', shared, { codice, qt: state.storageQt, dominio: quotedDomain(state, questions) })];
  }
  return [
    line('infrastruttura', shared, {
      codice,
      qt: 1,
      dominio: quotedDomain(state, questions),
      os: questions.os ? state.os : null,
      ...provisioning(state, questions),
      siteTransfer: questions.siteTransfer && state.siteTransfer === true,
      // The hosting's own mailboxes move with it unless a mail plan line carries them.
      mailTransfer: questions.mailTransfer && state.mailTransfer === true && !mailPlanLine,
    }),
  ];
}

function firewallLines(
  state: WizardState,
  questions: WizardQuestions,
  context: WizardContext,
  shared: Shared,
): DraftLine[] {
  if (!questions.firewall || !state.addOnFirewall) return [];
  if (state.path === 'host') {
    return [
      line('firewall', shared, { codice: ADDON_CODES.hostFirewall, qt: 1, dominio: serverHostname(state, context) }),
    ];
  }
  const hostname = serverHostname(state, context, CLOUD_FIREWALL.suffix);
  const { cpu, ram, storage, os } = CLOUD_FIREWALL;
  return [
    ...cloudServer(shared, 'firewall', hostname, os, cpu, ram, storage),
    line('firewall', shared, { codice: STACKS[CLOUD_FIREWALL.stack].codes[0], qt: 1, dominio: hostname, os }),
  ];
}

function domainLines(
  state: WizardState,
  shared: Shared,
  registration: Registration | null,
  registrationCode: string | null,
  dnsOnly: boolean,
): DraftLine[] {
  const lines: DraftLine[] = [];
  if (registration !== null && registrationCode !== null) {
    lines.push(line('dominio', shared, { codice: registrationCode, qt: 1, dominio: registration.dominio }));
    if (state.registrazionePremium) {
      lines.push(
        line('dominio', shared, { codice: ADDON_CODES.premiumRegistration, qt: 1, dominio: registration.dominio }),
      );
    }
  } else if (dnsOnly && state.nomeDominio !== null) {
    lines.push(
      line('dominio', shared, { codice: ADDON_CODES.dnsOnly, qt: 1, dominio: normalizeDomain(state.nomeDominio) }),
    );
  }
  return lines;
}

function addonLines(
  state: WizardState,
  questions: WizardQuestions,
  context: WizardContext,
  shared: Shared,
): DraftLine[] {
  const lines: DraftLine[] = [];
  const domain = quotedDomain(state, questions);
  if (questions.ssl && state.codiceSsl !== null)
    lines.push(line('addon', shared, { codice: state.codiceSsl, qt: 1, dominio: domain }));
  if (questions.premiumSupport && state.addonSla)
    lines.push(line('addon', shared, { codice: ADDON_CODES.premiumSupport, qt: 1 }));
  if (questions.extraStorage && state.codiceAddonStorage !== null) {
    lines.push(
      line('addon', shared, {
        codice: state.codiceAddonStorage,
        qt: state.qtAddonStorage,
        dominio: serverHostname(state, context),
      }),
    );
  }
  if (questions.altroAddons && state.addonTerminalServer) {
    lines.push(line('addon', shared, { codice: ADDON_CODES.terminalServerUser, qt: state.terminalServerQt }));
  }
  if (questions.altroAddons && state.addonAtlas)
    lines.push(line('addon', shared, { codice: ADDON_CODES.atlas, qt: 1, dominio: domain }));
  if (questions.extraTimeTransfer && state.extraTimeTransfer === true) {
    lines.push(line('addon', shared, { codice: ADDON_CODES.outOfHoursTransfer, qt: 1, dominio: domain }));
  }
  return lines;
}

/**
 * The codes and quantities a state produces, section by section (spec 3 §9), before prices.
 * `registrationCode` is the price list's product for the registration's extension.
 */
export function quoteLines(
  state: WizardState,
  questions: WizardQuestions,
  context: WizardContext,
  registration: Registration | null,
  registrationCode: string | null,
): DraftLine[] {
  const shared: Shared = {
    notForResale: questions.resaleMode && state.notForResale === true,
    newService: questions.newService ? state.newService !== false : true,
  };
  const mailPlan = questions.mail && state.codiceProdottoMail !== null;
  const mail = mailPlan
    ? [
        line('mail', shared, {
          codice: state.codiceProdottoMail as string,
          qt: 1,
          dominio: quotedDomain(state, questions),
          mailTransfer: questions.mailTransfer && state.mailTransfer === true,
        }),
      ]
    : [];
  const dnsOnly = questions.registration && state.domainAction === 'dns' && quotedDomain(state, questions) !== null;
  return [
    ...domainLines(state, shared, registration, registrationCode, dnsOnly),
    ...infrastructureLines(state, questions, context, shared, mailPlan),
    ...firewallLines(state, questions, context, shared),
    ...mail,
    ...addonLines(state, questions, context, shared),
    // A quantity the rules refuse (0 CPUs, 15 GB of storage) makes no line, so totals stay whole
    // cents; its field carries the refusal.
  ].filter((draft) => Number.isSafeInteger(draft.qt) && draft.qt >= 1);
}
