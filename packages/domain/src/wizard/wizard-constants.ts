/**
 * The quote wizard's vocabulary (spec 3 §2 quote wizard, §3 wizard state, §9 codes, stacks,
 * limits and defaults), in the spec's words: paths, step names, stack names, product codes.
 */

/** Spec 3 §2: hosting paths (reseller for resellers only), then infrastructure paths. */
export const WIZARD_PATHS = ['dominio', 'mail', 'hosting', 'reseller', 'cloud', 'host', 'storage', 'altro'] as const;
export type WizardPath = (typeof WIZARD_PATHS)[number];

/** Spec 3 §2: the steps in order. */
export const WIZARD_STEPS = [
  'Clienti',
  'Scopo',
  'ProdottiInfrastruttura',
  'Stack',
  'Mail',
  'Configurazione',
  'Location',
  'Addon',
  'Dominio',
  'Summary',
  'ThankYou',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const OPERATING_SYSTEMS = ['linux', 'windows'] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

/** Spec 3 §9 hosting product codes, per path (and per OS on the hosting path). */
export const HOSTING_CODES = {
  linux: ['HOSMN', 'HOSMRS', 'HOSVEN', 'HOSERT', 'HOSTITA'],
  windows: ['HOSBASW', 'HOSPREMWIN'],
  reseller: ['HOSRESSIL', 'HOSRESGLD', 'HOSRES'],
  host: ['HOSTCORE', 'HOSTGEN'],
  storage: ['STOCOS', 'STOSMART', 'MLARCH100', 'STBCKACR', 'STBCKR1B', 'STBCKIBM', 'STBCKVEE'],
} as const;

/** Spec 3 §9 cloud units: one vCPU, one GB of RAM, and storage sold by 10 GB. */
export const CLOUD_UNIT_CODES = { cpu: 'MAVCPU', ram: 'MAVRAM', storage: 'MAVSTO' } as const;
export const CLOUD_STORAGE_UNIT_GB = 10;

export const MAIL_PLAN_CODES = ['MLART10', 'MLART20', 'MLART40', 'MLART60', 'MLART80', 'MLART100', 'MLART120'] as const;
export const SSL_CODES = ['SSLBAS', 'SSLART', 'SSLPREMY', 'SSLWLD'] as const;
export const SQL_LICENCE_CODES = ['CLDSQS', 'CLDSQW', 'CLDSQE'] as const;

/** Spec 3 §9 add-on codes. */
export const ADDON_CODES = {
  premiumRegistration: 'REGPREMY',
  dnsOnly: 'HOSDOM',
  windowsLicence: 'CLDWINSTD',
  terminalServerUser: 'CLDRD',
  atlas: 'MLARCH100',
  hostFirewall: 'CLOUDAPPVPN',
  premiumSupport: 'SLAPRMC',
  eightIps: 'CLDADD8IP',
  extraRam: 'CLDADD32RAM',
  outOfHoursTransfer: 'TONEETTRANS',
  liteSpeed: 'AHSLITE',
} as const;

/** Spec 3 §9: Imunify360 follows the WHM code (100 and 250 → 250, 500 → 500), AHSIM3601 without one. */
export const IMUNIFY_CODES = {
  default: 'AHSIM3601',
  byWhmCode: { AHSWHM100: 'AHSIM360250', AHSWHM250: 'AHSIM360250', AHSWHM500: 'AHSIM360500' },
} as const;

/** Spec 3 §9 extra storage: cloud STOSMART; host STOSMART or STOCDS. */
export const EXTRA_STORAGE_CODES = { cloud: ['STOSMART'], host: ['STOSMART', 'STOCDS'] } as const;

/** Spec 3 §9 stacks: codes, minimum RAM (GB) and the operating systems each runs on. */
export const STACKS = {
  essential: { codes: ['AHSESS'], minRam: 1, os: ['linux', 'windows'] },
  cockpit: { codes: ['AHSCCKP'], minRam: 1, os: ['linux'] },
  whm: { codes: ['AHSWHM100', 'AHSWHM250', 'AHSWHM500'], minRam: 8, os: ['linux'] },
  'plesk linux': { codes: ['AHSPLK1', 'AHSPLK30', 'AHSPLK500'], minRam: 1, os: ['linux'] },
  'plesk windows': { codes: ['AHSPLKW1', 'AHSPLKW30', 'AHSPLKW500'], minRam: 4, os: ['windows'] },
  windows: { codes: ['AHSWIN'], minRam: 4, os: ['windows'] },
  'dedicated mail server': { codes: ['AHSDEDMAILY'], minRam: 1, os: ['linux'] },
  'mail archive': { codes: ['AHSATLAS'], minRam: 1, os: ['linux'] },
} as const satisfies Record<string, { codes: readonly string[]; minRam: number; os: readonly OperatingSystem[] }>;
export type StackName = keyof typeof STACKS;
export const STACK_NAMES = Object.keys(STACKS) as StackName[];

/** Spec 3 §9 cloud limits. */
export const CLOUD_LIMITS = {
  cpu: { min: 1, max: 64 },
  ram: { min: 1, max: 256 },
  storage: { min: 10, max: 5000, step: 10 },
} as const;

/** Spec 3 §5 "quantity minimum 1"; the upper bound only stops a typo (docs/decisions.md). */
export const WIZARD_QUANTITY_LIMITS = { min: 1, max: 9999 } as const;

/** Spec 3 §9 cloud firewall: its own VM of 2 CPU, 2 GB RAM, 40 GB on OPNSense with the essential stack. */
export const CLOUD_FIREWALL = {
  cpu: 2,
  ram: 2,
  storage: 40,
  os: 'OPNSense',
  stack: 'essential',
  suffix: '-firewall',
} as const;

/** Spec 3 §9 web servers and cloud operating systems. */
export const WEB_SERVERS = ['Apache', 'NGINX'] as const;
export const CLOUD_OSES = ['AlmaLinux 9', 'AlmaLinux 8', 'Debian', 'Ubuntu', '3CX'] as const;
/** The essential stack's "other OS" choice, named in essentialOtherOs. */
export const OTHER_OS = 'altro';
export const ESSENTIAL_OSES = [...CLOUD_OSES, OTHER_OS] as const;
/** Cockpit is a Linux web console: the cloud OSes but the 3CX appliance. */
export const COCKPIT_OSES = ['AlmaLinux 9', 'AlmaLinux 8', 'Debian', 'Ubuntu'] as const;

/** Spec 3 §9 database and PHP options. */
export const DB_OPTIONS = ['best', 'MariaDB', 'MySQL 8', 'MySQL 5.7'] as const;
export const PHP_OPTIONS = [
  'best',
  '8.4',
  '8.3',
  '8.2',
  '8.1',
  '8.0',
  '7.4',
  '7.3',
  '7.2',
  '7.1',
  '7.0',
  '5.6',
  '5.5',
  '5.4',
  '5.3',
  '5.2',
] as const;

/** Spec 3 §9: about 36 technologies; 'Nessuna' stands for none in the save payload (§7). */
export const TECHNOLOGIES = [
  'WordPress',
  'Joomla',
  'Drupal',
  'PrestaShop',
  'Magento',
  'WooCommerce',
  'Shopware',
  'OpenCart',
  'TYPO3',
  'Moodle',
  'Nextcloud',
  'MediaWiki',
  'Ghost',
  'Laravel',
  'Symfony',
  'CodeIgniter',
  'CakePHP',
  'Yii',
  'Zend / Laminas',
  'Node.js',
  'Express',
  'Next.js',
  'Nuxt',
  'React',
  'Vue.js',
  'Angular',
  'Python',
  'Django',
  'Flask',
  'Ruby on Rails',
  'Java',
  'PostgreSQL',
  'MongoDB',
  'Redis',
  'Elasticsearch',
  'Memcached',
] as const;
export const NO_TECHNOLOGY = 'Nessuna';

/** Spec 3 §9 trial: 30 days; the product-testing route's freePeriod is 60 (DESIGN §5). */
export const TRIAL_DAYS = 30;
export const PRODUCT_TESTING_DAYS = 60;
export const FREE_PERIODS = [0, TRIAL_DAYS, PRODUCT_TESTING_DAYS] as const;

/** Spec 3 §4 submit actions. */
export const WIZARD_ACTIONS = ['confirm', 'mailcustomer', 'mailme', 'pdf'] as const;
export type WizardAction = (typeof WIZARD_ACTIONS)[number];

export const DOMAIN_ACTIONS = ['registrazione', 'dns'] as const;
export type DomainAction = (typeof DOMAIN_ACTIONS)[number];

/** Offer title and notes: bounded like the other free texts the portal stores. */
export const WIZARD_TEXT_LIMITS = { title: 250, note: 5000, location: 100, otherOs: 100 } as const;

/** Every product code the wizard can quote besides the registrations (one per extension, from the price list). */
export const WIZARD_PRODUCT_CODES: readonly string[] = [
  ...new Set<string>([
    ...Object.values(HOSTING_CODES).flat(),
    ...Object.values(CLOUD_UNIT_CODES),
    ...MAIL_PLAN_CODES,
    ...SSL_CODES,
    ...SQL_LICENCE_CODES,
    ...Object.values(ADDON_CODES),
    IMUNIFY_CODES.default,
    ...Object.values(IMUNIFY_CODES.byWhmCode),
    ...Object.values(EXTRA_STORAGE_CODES).flat(),
    ...Object.values(STACKS).flatMap((stack) => stack.codes),
  ]),
];

/** Products sold by the year only (spec 3 §9: domain registration is annual; SSL and DNS with it). */
export const YEARLY_ONLY_CODES: readonly string[] = [
  ...SSL_CODES,
  ADDON_CODES.premiumRegistration,
  ADDON_CODES.dnsOnly,
];
