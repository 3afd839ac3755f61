import { translate } from '../i18n/messages.ts';
import { describe, expect, it } from 'vitest';
import type { Duration } from '../catalogue/durations.ts';
import type { Currency } from '../constants.ts';
import { itemPrices } from './wizard-totals.ts';
import { CUSTOMER, RESELLER, testPriceList } from './test-price-list.ts';
import type { WizardQuestions } from './wizard-conditions.ts';
import { registrableExtension, searchedDomainQuery } from './wizard-domain.ts';
import { quoteWizard } from './wizard-engine.ts';
import { canConfirmQuote } from './wizard-confirm.ts';
import { dbOptions, phpOptions, ramOptions } from './wizard-options.ts';
import {
  applyDefaults,
  changeBillingSelf,
  changeStack,
  resetState,
  type WizardContext,
  type WizardStateInput,
} from './wizard-state.ts';
import { adjacentStep } from './wizard-steps.ts';
import { wizardQuestions } from './wizard-conditions.ts';

const CUSTOMER_PRICES = testPriceList(false);
const RESELLER_PRICES = testPriceList(true);

function quote(input: WizardStateInput, context: WizardContext = CUSTOMER) {
  return quoteWizard(input, context.reseller ? RESELLER_PRICES : CUSTOMER_PRICES, context);
}

/** The lines as `CODE×qt`, in the engine's order. */
function codes(input: WizardStateInput, context: WizardContext = CUSTOMER): string[] {
  return quote(input, context).lines.map((line) => `${line.codice}×${line.qt}`);
}

function asked(input: WizardStateInput, context: WizardContext = CUSTOMER): WizardQuestions {
  return wizardQuestions(applyDefaults(input, context), context);
}

/** A reseller billing itself for resale: the Clienti step's choices made. */
const SELF = { fatturaMe: true, notForResale: false } as const;
/** Valid starting states per path, for a customer. */
const HOSTING = { path: 'hosting' } as const;
const CLOUD = { path: 'cloud', nomeServer: 'web01' } as const;
const HOST = { path: 'host', nomeServer: 'node1', sceltaProdottoInfrastruttura: 'HOSTCORE' } as const;

describe('spec 3 §9 defaults', () => {
  it('billing annual; database and PHP best; os linux; infrastructure product HOSMN; cloud 1 CPU, 1 GB RAM, 10 GB storage', () => {
    const state = applyDefaults({}, CUSTOMER);
    expect(state).toMatchObject({
      fatturazioneAnnuale: true,
      db: 'best',
      php: 'best',
      os: 'linux',
      sceltaProdottoInfrastruttura: 'HOSMN',
      cpuCloudQt: 1,
      ramCloudQt: 1,
      storageCloudQt: 10,
      storageQt: 1,
      terminalServerQt: 1,
      qtAddonStorage: 1,
      fatturaMe: true,
      renewAfterFreePeriod: true,
    });
  });

  it('a value the state gives is kept, not replaced by the default', () => {
    expect(applyDefaults({ db: 'MySQL 8', cpuCloudQt: 4, fatturazioneAnnuale: false }, CUSTOMER)).toMatchObject({
      db: 'MySQL 8',
      cpuCloudQt: 4,
      fatturazioneAnnuale: false,
    });
  });
});

describe('spec 3 §4 wizard', () => {
  it.each([
    ['Reset restores the defaults and the first step: Clienti for resellers', RESELLER, 'Clienti'],
    ['Reset restores the defaults and the first step: Scopo for everyone else', CUSTOMER, 'Scopo'],
  ] as const)('%s', (_rule, context, first) => {
    const state = resetState(context);
    expect(state.currentStep).toBe(first);
    expect(state).toEqual(applyDefaults({}, context));
    expect(quote({}, context).steps[0]).toBe(first);
  });

  it('Switching to billing self clears the chosen end customer', () => {
    const forCustomer = applyDefaults({ fatturaMe: false, idClienteFinale: 12 }, RESELLER);
    expect(forCustomer.idClienteFinale).toBe(12);
    expect(changeBillingSelf(forCustomer, true).idClienteFinale).toBeNull();
    expect(applyDefaults({ fatturaMe: true, idClienteFinale: 12 }, RESELLER).idClienteFinale).toBeNull();
  });

  it.each([
    ['essential', 'AHSESS'],
    ['cockpit', 'AHSCCKP'],
    ['windows', 'AHSWIN'],
    ['dedicated mail server', 'AHSDEDMAILY'],
    ['mail archive', 'AHSATLAS'],
    ['whm', null],
    ['plesk linux', null],
    ['plesk windows', null],
  ] as const)(
    'Changing the stack sets the stack product code automatically if the stack has exactly one code, otherwise clears it: %s → %s',
    (stack, code) => {
      const before = applyDefaults({ path: 'cloud', stack: 'whm', codiceProdottoStack: 'AHSWHM500' }, CUSTOMER);
      expect(changeStack(before, stack).codiceProdottoStack).toBe(code);
      expect(applyDefaults({ stack }, CUSTOMER).codiceProdottoStack).toBe(code);
      expect(applyDefaults({ stack, codiceProdottoStack: null }, CUSTOMER).codiceProdottoStack).toBe(code);
    },
  );

  it('Submit is ignored when there are no products: no line is invalid with "Nessun prodotto trovato"', () => {
    const result = quote({ path: 'altro', addonAtlas: false });
    expect(result.lines).toEqual([]);
    expect(result.valid).toBe(false);
    expect(result.errors.prodotti).toBe('Nessun prodotto trovato');
  });

  it('Submit action is one of confirm, mailcustomer, mailme or pdf; mailcustomer is not offered when billing self', () => {
    expect(quote({ ...HOSTING, action: 'pdf' }).valid).toBe(true);
    expect(quote({ ...HOSTING, action: 'mailcustomer' }).errors.action).toBeDefined();
    const forCustomer = {
      ...HOSTING,
      fatturaMe: false,
      idClienteFinale: 3,
      newService: true,
      action: 'mailcustomer',
    } as const;
    expect(quote(forCustomer, RESELLER).valid).toBe(true);
  });

  it('forward and back move to the next or previous enabled step', () => {
    const steps = quote({ path: 'dominio', nomeDominio: 'esempio.it' }).steps;
    expect(steps).toEqual(['Scopo', 'Dominio', 'Summary', 'ThankYou']);
    expect(adjacentStep(steps, 'Scopo', 1)).toBe('Dominio');
    expect(adjacentStep(steps, 'Summary', -1)).toBe('Dominio');
    expect(adjacentStep(steps, 'Mail', 1)).toBe('Dominio');
    expect(adjacentStep(steps, 'Scopo', -1)).toBeNull();
  });
});

describe('spec 3 §4 step enablement', () => {
  it.each<[string, WizardStateInput, WizardContext, string[]]>([
    ['Clienti: always enabled (for resellers, the only ones it is for)', HOSTING, RESELLER, ['Clienti']],
    ['Configurazione: application-config questions apply (hosting linux)', HOSTING, CUSTOMER, ['Configurazione']],
    [
      'Configurazione: site- or mail-transfer questions apply (reseller, mail path)',
      { path: 'mail' },
      RESELLER,
      ['Configurazione'],
    ],
    ['Dominio: the domain question applies', { path: 'mail' }, CUSTOMER, ['Dominio']],
    ['Addon: SSL, SLA or storage applies (hosting)', HOSTING, CUSTOMER, ['Addon']],
    ['Addon: the path is altro', { path: 'altro' }, CUSTOMER, ['Addon']],
    ['Mail: the mail question applies (mail path)', { path: 'mail' }, CUSTOMER, ['Mail']],
    ['Stack: on the cloud path', CLOUD, CUSTOMER, ['Stack']],
  ])('%s', (_rule, input, context, enabled) => {
    const steps = quote(input, context).steps;
    for (const step of enabled) expect(steps).toContain(step);
  });

  it.each<[string, WizardStateInput, WizardContext, string[]]>([
    ['Clienti is not a step for a customer', HOSTING, CUSTOMER, ['Clienti']],
    [
      'Configurazione is skipped where nothing of it applies (dominio)',
      { path: 'dominio' },
      RESELLER,
      ['Configurazione'],
    ],
    ['Dominio is skipped on the host path', HOST, CUSTOMER, ['Dominio']],
    ['Addon is skipped on the dominio path', { path: 'dominio' }, CUSTOMER, ['Addon']],
    ['Mail is skipped on hosting linux (the panel has mail)', HOSTING, CUSTOMER, ['Mail']],
    [
      'Location is skipped on dominio and altro',
      { path: 'altro' },
      CUSTOMER,
      ['Location', 'Stack', 'ProdottiInfrastruttura'],
    ],
  ])('%s', (_rule, input, context, disabled) => {
    const steps = quote(input, context).steps;
    for (const step of disabled) expect(steps).not.toContain(step);
  });

  it('the enabled steps keep the spec order', () => {
    expect(quote({ ...CLOUD, stack: 'essential' }, RESELLER).steps).toEqual([
      'Clienti',
      'Scopo',
      'ProdottiInfrastruttura',
      'Stack',
      'Mail',
      'Configurazione',
      'Location',
      'Addon',
      'Summary',
      'ThankYou',
    ]);
  });
});

type Question = keyof WizardQuestions;
const MAIL = { codiceProdottoMail: 'MLART10' } as const;

describe('spec 3 §4 conditions for asking', () => {
  it.each<[string, Question, WizardContext, WizardStateInput[], WizardStateInput[]]>([
    ['OS: hosting or cloud', 'os', CUSTOMER, [HOSTING, CLOUD], [{ path: 'mail' }, HOST, { path: 'reseller' }]],
    ['Stack: cloud', 'stack', CUSTOMER, [CLOUD], [HOSTING, HOST]],
    [
      'Location: not dominio or altro',
      'location',
      CUSTOMER,
      [HOSTING, { path: 'mail' }, CLOUD, HOST, { path: 'storage' }],
      [{ path: 'dominio' }, { path: 'altro' }],
    ],
    [
      'Backup location: additionally not storage',
      'backupLocation',
      CUSTOMER,
      [HOSTING, CLOUD, HOST],
      [{ path: 'storage' }, { path: 'dominio' }, { path: 'altro' }],
    ],
    [
      'Infrastructure product: not dominio, altro or mail',
      'infrastructureProduct',
      CUSTOMER,
      [HOSTING, HOST, { path: 'storage' }, CLOUD],
      [{ path: 'dominio' }, { path: 'altro' }, { path: 'mail' }],
    ],
    ['Storage quantity: storage path', 'storageQuantity', CUSTOMER, [{ path: 'storage' }], [HOSTING, CLOUD, HOST]],
    [
      'Domain: not host, and for cloud only if mail is chosen',
      'domain',
      CUSTOMER,
      [{ path: 'dominio' }, HOSTING, { path: 'mail' }, { ...CLOUD, ...MAIL }, { path: 'altro' }, { path: 'storage' }],
      [HOST, CLOUD],
    ],
    [
      'Registration: not dominio or storage',
      'registration',
      CUSTOMER,
      [HOSTING, { path: 'mail' }, { path: 'altro' }],
      [{ path: 'dominio' }, { path: 'storage' }, HOST],
    ],
    [
      'SSL: not dominio, reseller or host, and for cloud only with mail',
      'ssl',
      RESELLER,
      [HOSTING, { path: 'mail' }, { path: 'altro' }, { ...CLOUD, ...MAIL }],
      [{ path: 'dominio' }, { path: 'reseller' }, HOST, CLOUD],
    ],
    [
      'cPanel add-ons (Imunify, LiteSpeed): cloud with the whm stack',
      'cpanelAddons',
      CUSTOMER,
      [{ ...CLOUD, stack: 'whm' }],
      [{ ...CLOUD, stack: 'plesk linux' }, CLOUD, { ...HOSTING, stack: 'whm' }],
    ],
    [
      'Windows add-ons: cloud, windows, and stack not plesk windows',
      'windowsAddons',
      CUSTOMER,
      [
        { ...CLOUD, os: 'windows' },
        { ...CLOUD, os: 'windows', stack: 'windows' },
      ],
      [{ ...CLOUD, os: 'windows', stack: 'plesk windows' }, CLOUD, { ...HOSTING, os: 'windows' }],
    ],
    ['Firewall: cloud or host', 'firewall', CUSTOMER, [CLOUD, HOST], [HOSTING, { path: 'storage' }]],
    ['Server name: cloud or host', 'serverName', CUSTOMER, [CLOUD, HOST], [HOSTING, { path: 'altro' }]],
    [
      'DB and PHP: linux and (hosting, or a cloud stack among essential, cockpit, whm, plesk linux)',
      'dbPhp',
      CUSTOMER,
      [HOSTING, ...(['essential', 'cockpit', 'whm', 'plesk linux'] as const).map((stack) => ({ ...CLOUD, stack }))],
      [
        { ...HOSTING, os: 'windows' },
        CLOUD,
        { ...CLOUD, stack: 'dedicated mail server' },
        { ...CLOUD, stack: 'essential', os: 'windows' },
        { path: 'reseller' },
      ],
    ],
    [
      'Technologies: linux and hosting or cloud',
      'technologies',
      CUSTOMER,
      [HOSTING, CLOUD],
      [{ ...HOSTING, os: 'windows' }, { ...CLOUD, os: 'windows' }, HOST, { path: 'mail' }],
    ],
    [
      'Trial: reseller, not dominio, altro or host',
      'trial',
      RESELLER,
      [HOSTING, { path: 'mail' }, CLOUD, { path: 'storage' }, { path: 'reseller' }],
      [{ path: 'dominio' }, { path: 'altro' }, HOST],
    ],
    [
      'Mail: cloud with no stack or essential, cockpit or windows; or mail; or hosting on windows',
      'mail',
      CUSTOMER,
      [
        CLOUD,
        ...(['essential', 'cockpit', 'windows'] as const).map((stack) => ({ ...CLOUD, stack })),
        { path: 'mail' },
        { ...HOSTING, os: 'windows' },
      ],
      [{ ...CLOUD, stack: 'whm' }, { ...CLOUD, stack: 'plesk linux' }, HOSTING, HOST],
    ],
    [
      'Billing duration: not dominio',
      'billingDuration',
      CUSTOMER,
      [HOSTING, CLOUD, { path: 'altro' }],
      [{ path: 'dominio' }],
    ],
    [
      'Site transfer: reseller, hosting, linux',
      'siteTransfer',
      RESELLER,
      [{ ...HOSTING, newService: false }],
      [
        { ...HOSTING, os: 'windows', newService: false },
        { path: 'mail', newService: false },
        { ...HOSTING, newService: true },
      ],
    ],
    [
      'Mail transfer: reseller, and hosting linux, or hosting with a mail product, or the mail path',
      'mailTransfer',
      RESELLER,
      [
        { ...HOSTING, newService: false },
        { ...HOSTING, os: 'windows', ...MAIL, newService: false },
        { path: 'mail', newService: false },
      ],
      [
        { ...HOSTING, os: 'windows', newService: false },
        { ...CLOUD, ...MAIL, newService: false },
      ],
    ],
    [
      'Premium support: not dominio or altro',
      'premiumSupport',
      CUSTOMER,
      [HOSTING, CLOUD, HOST, { path: 'mail' }],
      [{ path: 'dominio' }, { path: 'altro' }],
    ],
    ['Extra storage: cloud or host', 'extraStorage', CUSTOMER, [CLOUD, HOST], [HOSTING, { path: 'storage' }]],
  ])('%s', (_rule, question, context, yes, no) => {
    for (const input of yes)
      expect([question, input, asked(input, context)[question]]).toEqual([question, input, true]);
    for (const input of no)
      expect([question, input, asked(input, context)[question]]).toEqual([question, input, false]);
  });

  it('Site and mail transfer are reseller-only (spec 3 §6): a customer is never asked', () => {
    const questions = asked({ ...HOSTING, newService: false });
    expect([questions.newService, questions.siteTransfer, questions.mailTransfer]).toEqual([false, false, false]);
  });

  it('a question not asked produces no line: SSL on the host path, Imunify without whm', () => {
    expect(codes({ ...HOST, codiceSsl: 'SSLBAS' })).not.toContain('SSLBAS×1');
    expect(codes({ ...CLOUD, stack: 'essential', addonImunify: true, addonLiteSpeed: true })).toEqual([
      'MAVCPU×1',
      'MAVRAM×1',
      'MAVSTO×1',
      'AHSESS×1',
    ]);
  });
});

describe('spec 3 §4 domain registration', () => {
  it.each<[string, WizardStateInput, string | null, { dominio: string; tld: string } | null]>([
    [
      'applies when the searched domain equals the entered one',
      { ...HOSTING, nomeDominio: 'Esempio.CH' },
      'esempio.ch',
      { dominio: 'esempio.ch', tld: 'ch' },
    ],
    [
      'applies when the path is dominio',
      { path: 'dominio', nomeDominio: 'esempio.it' },
      null,
      { dominio: 'esempio.it', tld: 'it' },
    ],
    [
      'applies when the action is registrazione',
      { ...HOSTING, nomeDominio: 'esempio.com', domainAction: 'registrazione' },
      null,
      { dominio: 'esempio.com', tld: 'com' },
    ],
    [
      'does not apply with the dns action and another searched domain',
      { ...HOSTING, nomeDominio: 'esempio.com', domainAction: 'dns' },
      'altro.com',
      null,
    ],
    ['does not apply with no action', { ...HOSTING, nomeDominio: 'esempio.com' }, null, null],
    ['needs a domain to be present', { path: 'dominio', nomeDominio: '' }, null, null],
  ])('%s', (_rule, input, searchedDomain, registration) => {
    expect(quote(input, { ...CUSTOMER, searchedDomain }).registration).toEqual(registration);
  });

  it('the registration line is the extension’s product, with REGPREMY when premium registration is chosen', () => {
    expect(codes({ path: 'dominio', nomeDominio: 'esempio.co.uk', registrazionePremium: true })).toEqual([
      'REGCOUK×1',
      'REGPREMY×1',
    ]);
  });

  it.each([
    ['Esempio.IT', 'true', { domain: 'esempio.it', available: true }],
    ['esempio.it', '1', { domain: 'esempio.it', available: true }],
    ['esempio.it', 'false', { domain: 'esempio.it', available: false }],
    ['esempio.it', null, { domain: 'esempio.it', available: false }],
    [null, 'true', null],
    ['  ', '1', null],
  ])(
    "the page reads domainName %j and domainAvailable %j ('true' or '1' means available)",
    (name, available, expected) => {
      expect(searchedDomainQuery(name, available)).toEqual(expected);
    },
  );

  it('HOSDOM: the dns action (DNS only) when no registration applies', () => {
    expect(codes({ ...HOSTING, nomeDominio: 'esempio.com', domainAction: 'dns' })).toEqual(['HOSDOM×1', 'HOSMN×1']);
  });
});

describe('spec 3 §4 options', () => {
  it('Database: on the HOSTITA hosting product only MariaDB is offered', () => {
    expect(dbOptions({ path: 'hosting', sceltaProdottoInfrastruttura: 'HOSTITA' })).toEqual(['MariaDB']);
    expect(dbOptions({ path: 'hosting', sceltaProdottoInfrastruttura: 'HOSMN' })).toEqual([
      'best',
      'MariaDB',
      'MySQL 8',
      'MySQL 5.7',
    ]);
    expect(quote({ ...HOSTING, sceltaProdottoInfrastruttura: 'HOSTITA', db: 'MySQL 8' }).errors.db).toBeDefined();
    expect(quote({ ...HOSTING, sceltaProdottoInfrastruttura: 'HOSTITA' }).lines[0]?.provision_db).toBe('MariaDB');
  });

  it('PHP: with cockpit on AlmaLinux 9 only versions 7.4 and up plus best', () => {
    const options = phpOptions({ path: 'cloud', stack: 'cockpit', cockpitOs: 'AlmaLinux 9' });
    expect(options).toEqual(['best', '8.4', '8.3', '8.2', '8.1', '8.0', '7.4']);
    expect(quote({ ...CLOUD, stack: 'cockpit', cockpitOs: 'AlmaLinux 9', php: '7.3' }).errors.php).toBeDefined();
  });

  it('PHP: with cockpit on AlmaLinux 8 only 5.4 and up plus best', () => {
    const options = phpOptions({ path: 'cloud', stack: 'cockpit', cockpitOs: 'AlmaLinux 8' });
    expect(options.at(-1)).toBe('5.4');
    expect(options).toContain('best');
    expect(options).not.toContain('5.3');
    expect(quote({ ...CLOUD, stack: 'cockpit', cockpitOs: 'AlmaLinux 8', php: '5.4' }).valid).toBe(true);
    expect(quote({ ...CLOUD, stack: 'cockpit', cockpitOs: 'Debian', php: '5.2' }).valid).toBe(true);
  });
});

describe('spec 3 §5 wizard validation', () => {
  it.each<[string, WizardStateInput, string, string | null]>([
    ['Cloud CPU 1–64 cores: 0 refused', { ...CLOUD, cpuCloudQt: 0 }, 'cpuCloudQt', 'Indica da 1 a 64 core'],
    ['Cloud CPU 1–64 cores: 65 refused', { ...CLOUD, cpuCloudQt: 65 }, 'cpuCloudQt', 'Indica da 1 a 64 core'],
    ['Cloud CPU 1–64 cores: 64 accepted', { ...CLOUD, cpuCloudQt: 64 }, 'cpuCloudQt', null],
    ['RAM 1–256 GB: 257 refused', { ...CLOUD, ramCloudQt: 257 }, 'ramCloudQt', 'Indica da 1 a 256 GB di RAM'],
    ['RAM 1–256 GB: 256 accepted', { ...CLOUD, ramCloudQt: 256 }, 'ramCloudQt', null],
    [
      'storage 10–5000 GB in steps of 10: 15 refused',
      { ...CLOUD, storageCloudQt: 15 },
      'storageCloudQt',
      'Indica da 10 a 5000 GB di storage, a multipli di 10',
    ],
    [
      'storage 10–5000 GB in steps of 10: 5010 refused',
      { ...CLOUD, storageCloudQt: 5010 },
      'storageCloudQt',
      'Indica da 10 a 5000 GB di storage, a multipli di 10',
    ],
    ['storage 10–5000 GB in steps of 10: 5000 accepted', { ...CLOUD, storageCloudQt: 5000 }, 'storageCloudQt', null],
    [
      'quantity minimum 1: storage quantity 0 refused',
      { path: 'storage', sceltaProdottoInfrastruttura: 'STOCOS', storageQt: 0 },
      'storageQt',
      'Indica una quantità da 1 a 9999',
    ],
    [
      'quantity minimum 1: extra storage quantity 0 refused',
      { ...CLOUD, codiceAddonStorage: 'STOSMART', qtAddonStorage: 0 },
      'qtAddonStorage',
      'Indica una quantità da 1 a 9999',
    ],
    ['Server name is required', { path: 'cloud' }, 'nomeServer', 'Campo obbligatorio'],
    ['Server name is of hostname type', { path: 'cloud', nomeServer: 'web_01!' }, 'nomeServer', 'Nome host non valido'],
    [
      'Each stack has a minimum RAM: whm needs 8 GB',
      { ...CLOUD, stack: 'whm', codiceProdottoStack: 'AHSWHM100', ramCloudQt: 7 },
      'ramCloudQt',
      'Opzione non disponbile: RAM minima necessaria 8 GB',
    ],
    [
      'Each stack has a minimum RAM: plesk windows needs 4 GB',
      { ...CLOUD, os: 'windows', stack: 'plesk windows', codiceProdottoStack: 'AHSPLKW1', ramCloudQt: 3 },
      'ramCloudQt',
      'Opzione non disponbile: RAM minima necessaria 4 GB',
    ],
    [
      'Each stack has a minimum RAM: windows 4 GB met',
      { ...CLOUD, os: 'windows', stack: 'windows', ramCloudQt: 4 },
      'ramCloudQt',
      null,
    ],
    [
      'The domain input has type domain',
      { ...HOSTING, nomeDominio: 'non un dominio' },
      'nomeDominio',
      'Nome a dominio non valido',
    ],
    [
      'On the dominio path an unregistrable extension sets the error',
      { path: 'dominio', nomeDominio: 'esempio.zz' },
      'nomeDominio',
      "L'estensione del dominio non è fra quelle disponibili per la registrazione.",
    ],
    [
      'Outside that path it is only an info alert and does not block',
      { ...HOSTING, nomeDominio: 'esempio.zz', domainAction: 'registrazione' },
      'nomeDominio',
      null,
    ],
    ['Required choices: mail product on the mail path', { path: 'mail' }, 'codiceProdottoMail', 'Campo obbligatorio'],
    [
      'Creating an offer for a customer with none selected raises the error',
      { ...HOSTING, fatturaMe: false },
      'idClienteFinale',
      'Nessun cliente finale selezionato',
    ],
    [
      'On the altro path at least one of terminal server, SSL or Atlas must be chosen',
      { path: 'altro' },
      'addonTerminalServer',
      'Scegli almeno uno fra terminal server, certificato SSL e Atlas',
    ],
    [
      'On the altro path an SSL certificate alone is enough',
      { path: 'altro', codiceSsl: 'SSLWLD' },
      'addonTerminalServer',
      null,
    ],
  ])('%s', (_rule, input, field, message) => {
    const context = input.fatturaMe === false ? RESELLER : CUSTOMER;
    expect(quote(input, context).errors[field] ?? null).toBe(message);
  });

  it.each<[string, WizardStateInput, string]>([
    ['new vs existing service', { ...HOSTING, ...SELF }, 'newService'],
    ['site transfer', { ...HOSTING, ...SELF, newService: false, mailTransfer: false }, 'siteTransfer'],
    ['mail transfer', { ...HOSTING, ...SELF, newService: false, siteTransfer: false }, 'mailTransfer'],
    [
      'extra-time transfer',
      { ...HOSTING, ...SELF, newService: false, siteTransfer: true, mailTransfer: false },
      'extraTimeTransfer',
    ],
    ['resale mode', { ...HOSTING, newService: true, fatturaMe: true }, 'notForResale'],
  ])('Required choices: %s', (_rule, input, field) => {
    const result = quote(input, RESELLER);
    expect(result.errors).toEqual({ [field]: 'Campo obbligatorio' });
    expect(result.valid).toBe(false);
  });

  it('a refused quantity makes no line: the totals stay whole cents', () => {
    const result = quote({ ...CLOUD, storageCloudQt: 15, cpuCloudQt: 0 });
    expect(result.lines.map((line) => line.codice)).toEqual(['MAVRAM']);
    expect(Number.isInteger(result.totals.durations.Annuale.total)).toBe(true);
    expect(Object.keys(result.errors)).toEqual(['cpuCloudQt', 'storageCloudQt']);
  });

  it('SQL licence quantity is fixed at half the CPU count, rounded', () => {
    const base = { ...CLOUD, os: 'windows', codiceLicenzaSql: 'CLDSQS' } as const;
    expect(codes({ ...base, cpuCloudQt: 1 })).toContain('CLDSQS×1');
    expect(codes({ ...base, cpuCloudQt: 3 })).toContain('CLDSQS×2');
    expect(codes({ ...base, cpuCloudQt: 8 })).toContain('CLDSQS×4');
  });

  it('Terminal server quantity is free', () => {
    expect(codes({ path: 'altro', addonTerminalServer: true, terminalServerQt: 37 })).toEqual(['CLDRD×37']);
  });

  it('Windows add-ons (SQL licence, terminal server users) on a Windows cloud server, not with plesk windows', () => {
    const addons = {
      os: 'windows',
      codiceLicenzaSql: 'CLDSQW',
      addonTerminalServer: true,
      terminalServerQt: 12,
    } as const;
    expect(codes({ ...CLOUD, ...addons, cpuCloudQt: 4 })).toEqual([
      'MAVCPU×4',
      'MAVRAM×1',
      'MAVSTO×1',
      'CLDWINSTD×2',
      'CLDSQW×2',
      'CLDRD×12',
    ]);
    const plesk = {
      ...CLOUD,
      ...addons,
      stack: 'plesk windows',
      codiceProdottoStack: 'AHSPLKW1',
      ramCloudQt: 4,
    } as const;
    expect(codes(plesk).filter((code) => /^CLD(SQ|RD)/.test(code))).toEqual([]);
    expect(codes({ ...CLOUD, addonTerminalServer: true })).toEqual(['MAVCPU×1', 'MAVRAM×1', 'MAVSTO×1']);
  });

  it('Each stack has a minimum RAM; options below it are disabled', () => {
    const options = ramOptions('whm');
    expect(options.filter((o) => o.disabled).map((o) => o.gb)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(options.find((o) => o.gb === 8)?.disabled).toBe(false);
  });

  it('Extension matching uses the longest registrable extension that the domain name ends with', () => {
    const tlds = ['uk', 'co.uk', 'it', 'tv', 'tv.br', 'br'];
    expect(registrableExtension('shop.co.uk', tlds)).toBe('co.uk');
    expect(registrableExtension('example.uk', tlds)).toBe('uk');
    expect(registrableExtension('canale.tv.br', tlds)).toBe('tv.br');
    expect(registrableExtension('esempio.zz', tlds)).toBeNull();
    expect(registrableExtension('co.uk', tlds)).toBe('uk');
    expect(registrableExtension('myit', tlds)).toBeNull();
  });

  it('When the customer list is empty a hidden required input blocks progress: no end customer, no quote', () => {
    expect(quote({ ...HOSTING, fatturaMe: false, idClienteFinale: null }, RESELLER).valid).toBe(false);
  });

  it('errors come in the language of the request', () => {
    const errors = quote(
      { ...HOSTING, fatturaMe: false },
      { ...RESELLER, translate: (key, params) => translate('de', key, params) },
    ).errors;
    expect(errors.idClienteFinale).toBe('Kein Endkunde ausgewählt');
  });
});

describe('spec 3 §9 codes and quantities', () => {
  it.each<[string, WizardStateInput, WizardContext, string[]]>([
    [
      'Hosting linux: HOSMN, HOSMRS, HOSVEN, HOSERT, HOSTITA',
      { ...HOSTING, sceltaProdottoInfrastruttura: 'HOSVEN' },
      CUSTOMER,
      ['HOSVEN×1'],
    ],
    [
      'Hosting windows: HOSBASW, HOSPREMWIN',
      { ...HOSTING, os: 'windows', sceltaProdottoInfrastruttura: 'HOSPREMWIN' },
      CUSTOMER,
      ['HOSPREMWIN×1'],
    ],
    [
      'Hosting reseller: HOSRESSIL, HOSRESGLD, HOSRES',
      { path: 'reseller', ...SELF, sceltaProdottoInfrastruttura: 'HOSRESGLD' },
      RESELLER,
      ['HOSRESGLD×1'],
    ],
    ['Host: HOSTCORE, HOSTGEN', { ...HOST, sceltaProdottoInfrastruttura: 'HOSTGEN' }, CUSTOMER, ['HOSTGEN×1']],
    [
      'Storage: the product times the storage quantity',
      { path: 'storage', sceltaProdottoInfrastruttura: 'STBCKVEE', storageQt: 3 },
      CUSTOMER,
      ['STBCKVEE×3'],
    ],
    [
      'Cloud units MAVCPU, MAVRAM, MAVSTO (storage by 10 GB)',
      { ...CLOUD, cpuCloudQt: 4, ramCloudQt: 16, storageCloudQt: 250 },
      CUSTOMER,
      ['MAVCPU×4', 'MAVRAM×16', 'MAVSTO×25'],
    ],
    [
      'Mail plans MLART10…MLART120',
      { path: 'mail', codiceProdottoMail: 'MLART120', nomeDominio: 'esempio.it' },
      CUSTOMER,
      ['MLART120×1'],
    ],
    [
      'SSL: SSLBAS, SSLART, SSLPREMY, SSLWLD',
      { ...HOSTING, codiceSsl: 'SSLPREMY' },
      CUSTOMER,
      ['HOSMN×1', 'SSLPREMY×1'],
    ],
    [
      'REGPREMY (premium registration)',
      { ...HOSTING, nomeDominio: 'esempio.ch', domainAction: 'registrazione', registrazionePremium: true },
      CUSTOMER,
      ['REGCH×1', 'REGPREMY×1', 'HOSMN×1'],
    ],
    [
      'HOSDOM (DNS only)',
      { path: 'mail', ...MAIL, nomeDominio: 'esempio.it', domainAction: 'dns' },
      CUSTOMER,
      ['HOSDOM×1', 'MLART10×1'],
    ],
    [
      'CLDRD (terminal server) and MLARCH100 (Atlas) on the altro path',
      { path: 'altro', addonTerminalServer: true, terminalServerQt: 5, addonAtlas: true },
      CUSTOMER,
      ['CLDRD×5', 'MLARCH100×1'],
    ],
    ['CLOUDAPPVPN (host firewall)', { ...HOST, addOnFirewall: true }, CUSTOMER, ['HOSTCORE×1', 'CLOUDAPPVPN×1']],
    ['SLAPRMC (premium support)', { ...HOSTING, addonSla: true }, CUSTOMER, ['HOSMN×1', 'SLAPRMC×1']],
    [
      'CLDADD8IP, CLDADD32RAM on the cloud path',
      { ...CLOUD, addOn8Ip: true, addOn32Ram: true },
      CUSTOMER,
      ['MAVCPU×1', 'MAVRAM×1', 'MAVSTO×1', 'CLDADD8IP×1', 'CLDADD32RAM×1'],
    ],
    [
      'TONEETTRANS (out-of-hours transfer)',
      { ...HOSTING, ...SELF, newService: false, siteTransfer: true, mailTransfer: false, extraTimeTransfer: true },
      RESELLER,
      ['HOSMN×1', 'TONEETTRANS×1'],
    ],
    [
      'LiteSpeed AHSLITE (cloud with whm)',
      { ...CLOUD, stack: 'whm', codiceProdottoStack: 'AHSWHM100', ramCloudQt: 8, addonLiteSpeed: true },
      CUSTOMER,
      ['MAVCPU×1', 'MAVRAM×8', 'MAVSTO×1', 'AHSWHM100×1', 'AHSLITE×1'],
    ],
    [
      'SQL licences CLDSQS, CLDSQW, CLDSQE and the Windows licence: round(CPUs / 2)',
      { ...CLOUD, os: 'windows', cpuCloudQt: 5, codiceLicenzaSql: 'CLDSQE' },
      CUSTOMER,
      ['MAVCPU×5', 'MAVRAM×1', 'MAVSTO×1', 'CLDWINSTD×3', 'CLDSQE×3'],
    ],
    [
      'Extra storage: cloud STOSMART',
      { ...CLOUD, codiceAddonStorage: 'STOSMART', qtAddonStorage: 2 },
      CUSTOMER,
      ['MAVCPU×1', 'MAVRAM×1', 'MAVSTO×1', 'STOSMART×2'],
    ],
    [
      'Extra storage: host STOSMART or STOCDS',
      { ...HOST, codiceAddonStorage: 'STOCDS', qtAddonStorage: 4 },
      CUSTOMER,
      ['HOSTCORE×1', 'STOCDS×4'],
    ],
  ])('%s', (_rule, input, context, expected) => {
    const result = quote(input, context);
    expect(result.errors).toEqual({});
    expect(result.lines.map((line) => `${line.codice}×${line.qt}`)).toEqual(expected);
  });

  it.each<[string, WizardStateInput, string]>([
    [
      'a windows hosting product on linux',
      { ...HOSTING, sceltaProdottoInfrastruttura: 'HOSBASW' },
      'sceltaProdottoInfrastruttura',
    ],
    [
      'a host product on the storage path',
      { path: 'storage', sceltaProdottoInfrastruttura: 'HOSTCORE' },
      'sceltaProdottoInfrastruttura',
    ],
    ['STOCDS as the cloud’s extra storage', { ...CLOUD, codiceAddonStorage: 'STOCDS' }, 'codiceAddonStorage'],
    ['a mail plan outside MLART10…MLART120', { path: 'mail', codiceProdottoMail: 'MLART30' }, 'codiceProdottoMail'],
    ['an SSL code that is not one of the four', { ...HOSTING, codiceSsl: 'SSLFREE' }, 'codiceSsl'],
    [
      'a SQL licence that is not one of the three',
      { ...CLOUD, os: 'windows', codiceLicenzaSql: 'CLDSQX' },
      'codiceLicenzaSql',
    ],
    ['the Hosting Reseller path for a customer', { path: 'reseller' }, 'path'],
  ])('refuses a code outside the spec’s list: %s', (_rule, input, field) => {
    expect(quote(input).errors[field]).toBeDefined();
  });

  it.each<[string, string, number, string[]]>([
    ['essential: AHSESS, 1 GB, linux and windows', 'essential', 1, ['AHSESS']],
    ['cockpit: AHSCCKP, 1 GB, linux', 'cockpit', 1, ['AHSCCKP']],
    ['whm: AHSWHM100, 250, 500; 8 GB; linux', 'whm', 8, ['AHSWHM100', 'AHSWHM250', 'AHSWHM500']],
    ['plesk linux: AHSPLK1, 30, 500; 1 GB', 'plesk linux', 1, ['AHSPLK1', 'AHSPLK30', 'AHSPLK500']],
    ['plesk windows: AHSPLKW1, 30, 500; 4 GB', 'plesk windows', 4, ['AHSPLKW1', 'AHSPLKW30', 'AHSPLKW500']],
    ['windows: AHSWIN, 4 GB', 'windows', 4, ['AHSWIN']],
    ['dedicated mail server: AHSDEDMAILY, 1 GB', 'dedicated mail server', 1, ['AHSDEDMAILY']],
    ['mail archive: AHSATLAS, 1 GB', 'mail archive', 1, ['AHSATLAS']],
  ])('Stacks: %s', (_rule, stack, minRam, stackCodes) => {
    const os = stack.includes('windows') ? 'windows' : 'linux';
    for (const code of stackCodes) {
      const ok = quote({ ...CLOUD, os, stack: stack as never, codiceProdottoStack: code, ramCloudQt: minRam });
      expect(ok.errors).toEqual({});
      expect(ok.lines.map((line) => line.codice)).toContain(code);
    }
    if (minRam > 1) {
      const below = quote({
        ...CLOUD,
        os,
        stack: stack as never,
        codiceProdottoStack: stackCodes[0],
        ramCloudQt: minRam - 1,
      });
      expect(below.errors.ramCloudQt).toBe(`Opzione non disponbile: RAM minima necessaria ${minRam} GB`);
    }
  });

  it.each([
    ['whm on windows', 'windows', 'whm'],
    ['cockpit on windows', 'windows', 'cockpit'],
    ['plesk windows on linux', 'linux', 'plesk windows'],
    ['windows on linux', 'linux', 'windows'],
  ] as const)('Stacks run on their OS: %s is refused', (_rule, os, stack) => {
    expect(quote({ ...CLOUD, os, stack, codiceProdottoStack: null, ramCloudQt: 8 }).errors.stack).toBeDefined();
  });

  it.each([
    ['AHSWHM100', 'AHSIM360250'],
    ['AHSWHM250', 'AHSIM360250'],
    ['AHSWHM500', 'AHSIM360500'],
  ])('The Imunify code follows the WHM code: %s gives %s', (whm, imunify) => {
    const lines = codes({ ...CLOUD, stack: 'whm', codiceProdottoStack: whm, ramCloudQt: 8, addonImunify: true });
    expect(lines).toContain(`${imunify}×1`);
  });

  it('Imunify360 AHSIM3601 by default (no WHM code chosen yet)', () => {
    const result = quote({ ...CLOUD, stack: 'whm', ramCloudQt: 8, addonImunify: true });
    expect(result.lines.map((line) => line.codice)).toContain('AHSIM3601');
    expect(result.errors.codiceProdottoStack).toBe('Campo obbligatorio');
  });

  it('Cloud firewall: 2 CPU, 2 GB RAM, 40 GB storage, on OPNSense with the essential stack; hostname + farm domain, -firewall', () => {
    const result = quote({ ...CLOUD, addOnFirewall: true });
    const firewall = result.lines.filter((line) => line.section === 'firewall');
    expect(firewall.map((line) => `${line.codice}×${line.qt}`)).toEqual([
      'MAVCPU×2',
      'MAVRAM×2',
      'MAVSTO×4',
      'AHSESS×1',
    ]);
    for (const line of firewall)
      expect([line.dominio, line.os]).toEqual(['web01-firewall.farm.example.net', 'OPNSense']);
    const server = result.lines.filter((line) => line.section === 'infrastruttura');
    for (const line of server) expect(line.dominio).toBe('web01.farm.example.net');
  });

  it('Windows licence quantity is round(CPUs / 2) on every Windows cloud server', () => {
    expect(codes({ ...CLOUD, os: 'windows', cpuCloudQt: 1 })).toContain('CLDWINSTD×1');
    expect(codes({ ...CLOUD, os: 'windows', cpuCloudQt: 7 })).toContain('CLDWINSTD×4');
    expect(
      codes({
        ...CLOUD,
        os: 'windows',
        stack: 'plesk windows',
        codiceProdottoStack: 'AHSPLKW30',
        ramCloudQt: 4,
        cpuCloudQt: 6,
      }),
    ).toContain('CLDWINSTD×3');
    expect(codes(CLOUD).some((code) => code.startsWith('CLDWINSTD'))).toBe(false);
  });
});

describe('spec 3 §9 totals', () => {
  /** A row of the tests' price list, its prices in one currency (EUR unless given). */
  function row(codice: string, durata: Duration, reseller: boolean, currency: Currency = 'EUR') {
    const found = (reseller ? RESELLER_PRICES : CUSTOMER_PRICES).items.find(
      (i) => i.codice === codice && i.durata === durata,
    );
    if (!found) throw new Error(`${codice} ${durata} not in the price list`);
    return { ...found, ...itemPrices(found, currency) };
  }

  it('per product duration, price times quantity; the discounted price is used when billing self', () => {
    const result = quote({ ...CLOUD, cpuCloudQt: 2, ramCloudQt: 4, storageCloudQt: 20, ...SELF }, RESELLER);
    const [cpu, ram, sto] = ['MAVCPU', 'MAVRAM', 'MAVSTO'].map((code) => row(code, 'Annuale', true));
    expect(result.totals.durations.Annuale).toEqual({
      total: 2 * cpu!.prezzo_scontato! + 4 * ram!.prezzo_scontato! + 2 * sto!.prezzo_scontato!,
      full: 2 * cpu!.prezzo + 4 * ram!.prezzo + 2 * sto!.prezzo,
    });
    expect(result.totals.durations.Annuale.total).toBeLessThan(result.totals.durations.Annuale.full);
  });

  it('a reseller quoting for a customer charges the list price, not its discounted one', () => {
    const result = quote({ ...HOSTING, fatturaMe: false, idClienteFinale: 4, newService: true }, RESELLER);
    const hosmn = row('HOSMN', 'Annuale', true);
    expect(result.lines[0]).toMatchObject({ codice: 'HOSMN', prezzo: hosmn.prezzo, prezzo_pieno: hosmn.prezzo });
    expect(result.totals.durations.Annuale).toEqual({ total: hosmn.prezzo, full: hosmn.prezzo });
  });

  it('a customer (no discount) pays the list price: total equals the full price', () => {
    const price = row('HOSMN', 'Annuale', false).prezzo;
    expect(quote(HOSTING).totals.durations.Annuale).toEqual({ total: price, full: price });
  });

  it('Billing recurrence monthly: monthly products in the monthly total; yearly-only ones stay yearly; the transfer once', () => {
    const result = quote(
      {
        ...HOSTING,
        ...SELF,
        fatturazioneAnnuale: false,
        codiceSsl: 'SSLBAS',
        newService: false,
        siteTransfer: true,
        mailTransfer: false,
        extraTimeTransfer: true,
      },
      RESELLER,
    );
    expect(result.lines.map((line) => [line.codice, line.durata])).toEqual([
      ['HOSMN', 'Mensile'],
      ['SSLBAS', 'Annuale'],
      ['TONEETTRANS', 'Una tantum'],
    ]);
    const amount = (codice: string, durata: Duration) => {
      const r = row(codice, durata, true);
      return { total: r.prezzo_scontato, full: r.prezzo };
    };
    expect(result.totals.durations).toEqual({
      Annuale: amount('SSLBAS', 'Annuale'),
      Mensile: amount('HOSMN', 'Mensile'),
      'Una tantum': amount('TONEETTRANS', 'Una tantum'),
    });
    expect(result.totals.sections.addon.Annuale).toEqual(amount('SSLBAS', 'Annuale'));
    expect(result.totals.sections.infrastruttura.Mensile).toEqual(amount('HOSMN', 'Mensile'));
  });

  it('the summary shows the annual and the monthly totals of the same lines before the recurrence is chosen', () => {
    const result = quote({ ...HOSTING, ...SELF, newService: true, codiceSsl: 'SSLBAS' }, RESELLER);
    const price = (codice: string, durata: Duration) => row(codice, durata, true).prezzo_scontato!;
    expect(result.totals.recurrences.annual.Annuale.total).toBe(price('HOSMN', 'Annuale') + price('SSLBAS', 'Annuale'));
    expect(result.totals.recurrences.monthly.Mensile.total).toBe(price('HOSMN', 'Mensile'));
    expect(result.totals.recurrences.monthly.Annuale.total).toBe(price('SSLBAS', 'Annuale'));
    expect(result.totals.durations).toEqual(result.totals.recurrences.annual);
  });

  it('Billing duration is not asked on the dominio path: always yearly', () => {
    expect(quote({ path: 'dominio', nomeDominio: 'esempio.it', fatturazioneAnnuale: false }).lines[0]?.durata).toBe(
      'Annuale',
    );
  });

  it('a code the company’s price list does not have is refused with its code', () => {
    const withoutSsl = { ...CUSTOMER_PRICES, items: CUSTOMER_PRICES.items.filter((item) => item.codice !== 'SSLWLD') };
    const result = quoteWizard({ ...HOSTING, codiceSsl: 'SSLWLD' }, withoutSsl, CUSTOMER);
    expect(result.errors.prodotti).toBe('Codice prodotto SSLWLD non trovato');
    expect(result.valid).toBe(false);
  });
  describe('spec 3 §2 billing options: the currency (only when not locked and the offer is for self)', () => {
    const UNLOCKED_CUSTOMER: WizardContext = { ...CUSTOMER, currencyLocked: false };
    const UNLOCKED_RESELLER: WizardContext = { ...RESELLER, currencyLocked: false };

    it('defaults to the currency of the company quoted for: its price list’s', () => {
      expect(quote(HOSTING).state.currency).toBe('EUR');
      const chfList = testPriceList(false, 'CHF');
      const result = quoteWizard(HOSTING, chfList, CUSTOMER);
      expect([result.state.currency, result.totals.currency, result.payload.currency]).toEqual(['CHF', 'CHF', 'CHF']);
      expect(result.lines[0]?.prezzo).toBe(row('HOSMN', 'Annuale', false, 'CHF').prezzo);
    });

    it('is asked for self when the currency is not locked; not when locked, nor for a customer', () => {
      expect(asked(HOSTING, UNLOCKED_CUSTOMER).currency).toBe(true);
      expect(asked(HOSTING, CUSTOMER).currency).toBe(false);
      expect(asked({ ...HOSTING, ...SELF }, UNLOCKED_RESELLER).currency).toBe(true);
      expect(asked({ ...HOSTING, fatturaMe: false, idClienteFinale: 4 }, UNLOCKED_RESELLER).currency).toBe(false);
    });

    it('an unlocked company billing itself quotes in the other currency: prices, totals and payload follow it', () => {
      const result = quote({ ...HOSTING, codiceSsl: 'SSLBAS', currency: 'CHF' }, UNLOCKED_CUSTOMER);
      expect(result.errors).toEqual({});
      const hosmn = row('HOSMN', 'Annuale', false, 'CHF');
      const ssl = row('SSLBAS', 'Annuale', false, 'CHF');
      expect(result.lines.map((line) => [line.codice, line.prezzo, line.prezzo_pieno])).toEqual([
        ['HOSMN', hosmn.prezzo, hosmn.prezzo],
        ['SSLBAS', ssl.prezzo, ssl.prezzo],
      ]);
      expect(result.totals).toMatchObject({ currency: 'CHF' });
      expect(result.totals.durations.Annuale).toEqual({
        total: hosmn.prezzo + ssl.prezzo,
        full: hosmn.prezzo + ssl.prezzo,
      });
      expect(result.payload.currency).toBe('CHF');
    });

    it('a reseller billing itself in the other currency pays its discounted price in that currency', () => {
      const result = quote({ ...HOSTING, ...SELF, newService: true, currency: 'CHF' }, UNLOCKED_RESELLER);
      expect(result.errors).toEqual({});
      const hosmn = row('HOSMN', 'Annuale', true, 'CHF');
      expect(result.lines[0]).toMatchObject({ prezzo: hosmn.prezzo_scontato, prezzo_pieno: hosmn.prezzo });
    });

    it('the other currency is refused with a message when the currency is locked, and the quote stays in the company’s', () => {
      const result = quote({ ...HOSTING, currency: 'CHF' });
      expect(result.valid).toBe(false);
      expect(result.errors.currency).toBe("La valuta della tua azienda è bloccata: l'offerta è in EUR");
      expect([result.totals.currency, result.payload.currency]).toEqual(['EUR', 'EUR']);
      expect(result.lines[0]?.prezzo).toBe(row('HOSMN', 'Annuale', false).prezzo);
    });

    it('an offer for a customer is in the customer’s currency: another is refused, unlocked or not', () => {
      const forCustomer = { ...HOSTING, fatturaMe: false, idClienteFinale: 4, newService: true } as const;
      const result = quote({ ...forCustomer, currency: 'CHF' }, UNLOCKED_RESELLER);
      expect(result.errors.currency).toBe("Un'offerta per un cliente è nella valuta del cliente (EUR)");
      expect(quote({ ...forCustomer, currency: 'EUR' }, UNLOCKED_RESELLER).errors).toEqual({});
    });

    it('the same currency as the company’s is never refused, locked or not', () => {
      expect(quote({ ...HOSTING, currency: 'EUR' }).errors).toEqual({});
    });
  });
});

describe('spec 3 §7 save payload and §9 trial', () => {
  it('Trial: 30 days in the wizard payload, testing_mode rinnova or disdici (reseller and trial only)', () => {
    const renew = quote({ ...HOSTING, ...SELF, newService: true, freePeriod: 30 }, RESELLER).payload;
    expect([renew.free_period, renew.testing_mode]).toEqual([30, 'rinnova']);
    const cancel = quote(
      { ...HOSTING, ...SELF, newService: true, freePeriod: 30, renewAfterFreePeriod: false },
      RESELLER,
    );
    expect([cancel.payload.free_period, cancel.payload.testing_mode, cancel.totals.freePeriod]).toEqual([
      30,
      'disdici',
      30,
    ]);
  });

  it('no trial where the trial question is not asked: a customer, or the altro path', () => {
    expect(quote({ ...HOSTING, freePeriod: 30 }).payload).toMatchObject({ free_period: 0, testing_mode: null });
    const altro = quote({ path: 'altro', addonAtlas: true, ...SELF, freePeriod: 30 }, RESELLER).payload;
    expect(altro).toMatchObject({ free_period: 0, testing_mode: null });
  });

  it('the product-testing route’s trial of 60 days; other lengths refused', () => {
    expect(quote({ ...HOSTING, ...SELF, newService: true, freePeriod: 60 }, RESELLER).payload.free_period).toBe(60);
    expect(quote({ ...HOSTING, ...SELF, newService: true, freePeriod: 45 }, RESELLER).errors).toEqual({
      freePeriod: 'Valore non valido',
    });
  });

  it('the payload of a customer billing self', () => {
    const result = quote({
      ...HOSTING,
      nomeDominio: 'esempio.it',
      domainAction: 'registrazione',
      tecnologie: [],
      sceltaLocationDeploy: 'Lugano',
      sceltaLocationBackup: 'Zurigo',
      note: 'Da attivare a gennaio',
      action: 'pdf',
    });
    expect(result.payload).toEqual({
      action: 'pdf',
      currency: 'EUR',
      title: 'Offerta per servizi internet - esempio.it',
      free_period: 0,
      id_azienda: CUSTOMER.companyId,
      prodotti: result.lines.map(
        ({
          codice,
          qt,
          dominio,
          os,
          webserver,
          provision_db,
          provision_php,
          newService,
          siteTransfer,
          mailTransfer,
          notForResale,
        }) => ({
          codice,
          qt,
          dominio,
          os,
          webserver,
          provision_db,
          provision_php,
          newService,
          siteTransfer,
          mailTransfer,
          notForResale,
        }),
      ),
      testing_mode: null,
      tecnologie: ['Nessuna'],
      provision_location: 'Lugano',
      provision_backup_location: 'Zurigo',
      id_reseller: null,
      note: 'Da attivare a gennaio',
    });
    expect(result.payload.prodotti.map((p) => p.codice)).toEqual(['REGIT', 'HOSMN']);
  });

  it('a reseller quoting for a customer: id_azienda is the customer, id_reseller the reseller', () => {
    const payload = quote(
      { ...CLOUD, fatturaMe: false, idClienteFinale: 31, title: 'Server gestionale' },
      RESELLER,
    ).payload;
    expect(payload).toMatchObject({ id_azienda: 31, id_reseller: RESELLER.companyId, title: 'Server gestionale' });
  });

  it('the title falls back to the server name, then to the plain default', () => {
    expect(quote(CLOUD).payload.title).toBe('Offerta per servizi internet - web01');
    expect(quote({ path: 'altro', addonAtlas: true }).payload.title).toBe('Offerta per servizi internet');
  });

  it('tecnologie: the chosen list; only when technologies apply', () => {
    expect(quote({ ...HOSTING, tecnologie: ['WordPress', 'Redis'] }).payload.tecnologie).toEqual([
      'WordPress',
      'Redis',
    ]);
    expect(quote({ ...HOSTING, os: 'windows' }).payload.tecnologie).toBeNull();
    expect(quote({ ...HOSTING, tecnologie: ['Cobol'] }).errors.tecnologie).toBeDefined();
  });

  it('not-for-resale marks every line of a reseller billing itself for internal use', () => {
    const result = quote(
      { ...HOSTING, fatturaMe: true, notForResale: true, newService: true, addonSla: true },
      RESELLER,
    );
    expect(result.lines.map((line) => line.notForResale)).toEqual([true, true]);
  });

  it('transfers are marked on the lines they concern: the site on the hosting, the mail on the mail plan', () => {
    const result = quote(
      {
        ...HOSTING,
        os: 'windows',
        sceltaProdottoInfrastruttura: 'HOSBASW',
        ...MAIL,
        ...SELF,
        newService: false,
        siteTransfer: false,
        mailTransfer: true,
        extraTimeTransfer: false,
      },
      RESELLER,
    );
    expect(result.lines.map((line) => [line.codice, line.newService, line.siteTransfer, line.mailTransfer])).toEqual([
      ['HOSBASW', false, false, false],
      ['MLART10', false, false, true],
    ]);
  });
});

describe('spec 3 §4 confirm ability', () => {
  it.each([
    ['For self, the company’s enable_orders: yes', true, { company: true, customer: false }, true],
    ['For self, the company’s enable_orders: no', true, { company: false, customer: true }, false],
    ['for a customer, that customer’s enable_orders: yes', false, { company: false, customer: true }, true],
    ['for a customer, that customer’s enable_orders: no', false, { company: true, customer: false }, false],
    ['for a customer not known: no', false, { company: true, customer: null }, false],
  ] as const)('%s', (_rule, fatturaMe, enableOrders, expected) => {
    expect(canConfirmQuote({ fatturaMe }, enableOrders)).toBe(expected);
  });
});
