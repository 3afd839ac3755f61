import { z } from 'zod';
import { BILLING_LIMITS, filled, ITALY, TIPOLOGIE } from '../company/billing-rules.ts';
import { isCountryCode } from '../company/countries.ts';
import { CODICE_FISCALE_MESSAGE, compactVatNumber, isCodiceFiscale, vatNumberIssue } from '../company/tax-numbers.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { ORDER_STATES } from '../products/product-rules.ts';
import { isHostname } from '../validators/network.ts';
import type { TransferProduct } from './transfer-parts.ts';
import { idSchema } from '../validators/id.ts';

/**
 * The two data forms of a concluded order (spec 2 §7 "Domain registrant fields", "Hosting transfer
 * fields"): who the domain is registered to, and how the provider reaches the site and mailboxes it
 * moves. The browser form and the server check each body with the same schema; the rules that need
 * the product (a REGIT domain, a site or a mail transfer) come from `…For(product)`, which the
 * server applies again to the product it loads.
 */

const CHOICE: MessageKey = 'transfers.validation.choice';
const AUTHCODE: MessageKey = 'transfers.validation.authcode';
const MAILBOXES: MessageKey = 'transfers.validation.mailboxes';
const HOST: MessageKey = 'validation.hostname';
const COUNTRY: MessageKey = 'company.validation.country';

/** The domain registration codes whose registry asks a company's VAT number wherever it is (spec 2 §7). */
export const VAT_REQUIRED_DOMAIN_CODES: readonly string[] = ['REGIT'];

export const REGISTRANT_LIMITS = { nome: 100, cognome: 100, authcode: 100, ...BILLING_LIMITS } as const;
export const TRANSFER_LIMITS = {
  url: 250,
  user: 100,
  password: 200,
  dbName: 100,
  dbUser: 100,
  pmaUrl: 250,
  subdomains: 1000,
  imap: 253,
  mailName: 254,
  mails: 200,
  note: 2000,
} as const;

const text = (max: number) => z.string().trim().max(max).default('');
/** A yes/no the user must answer: absent or null is 'required', never a silent false. */
const choice = () => z.boolean({ message: CHOICE });
const blank = (value: string | null | undefined) => !filled(value);

export const DomainRegistrantFieldsSchema = z.object({
  /** The order's product the data is for. */
  id: idSchema,
  new_registration: choice(),
  authcode: text(REGISTRANT_LIMITS.authcode),
  usa_dati_fatturazione: z.boolean().default(false),
  tipologia: z.enum(TIPOLOGIE).nullish(),
  nome: text(REGISTRANT_LIMITS.nome),
  cognome: text(REGISTRANT_LIMITS.cognome),
  ragione_sociale: text(REGISTRANT_LIMITS.ragione_sociale),
  stato: z.string().trim().toUpperCase().max(2).default(''),
  cap: text(REGISTRANT_LIMITS.cap),
  indirizzo: text(REGISTRANT_LIMITS.indirizzo),
  citta: text(REGISTRANT_LIMITS.citta),
  provincia: text(REGISTRANT_LIMITS.provincia),
  partita_iva: z.string().default('').transform(compactVatNumber).pipe(z.string().max(REGISTRANT_LIMITS.partita_iva)),
  codice_fiscale: z.string().trim().toUpperCase().max(REGISTRANT_LIMITS.codice_fiscale).default(''),
  /** Transfers only: move the domain at once (true) or at its expiry at the current registrar (false). */
  anytime: z.boolean().nullish(),
});

type RegistrantFields = z.output<typeof DomainRegistrantFieldsSchema>;

export interface RegistrantProduct {
  /** The product code of the domain registration (REGIT, REGCH…); null where not known. */
  codice: string | null;
}

function registrantRules(product: RegistrantProduct) {
  return (r: RegistrantFields, ctx: z.RefinementCtx<RegistrantFields>) => {
    const issue = (field: keyof RegistrantFields, message: MessageKey = 'validation.required') =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (!r.new_registration) {
      if (blank(r.authcode)) issue('authcode', AUTHCODE);
      if (r.anytime == null) issue('anytime', CHOICE);
    }
    if (r.usa_dati_fatturazione) return;
    if (!r.tipologia) issue('tipologia');
    for (const field of ['nome', 'cognome', 'stato', 'cap', 'indirizzo', 'citta', 'provincia'] as const) {
      if (blank(r[field])) issue(field);
    }
    if (filled(r.stato) && !isCountryCode(r.stato)) issue('stato', COUNTRY);
    const company = r.tipologia === 'Company';
    if (company && blank(r.ragione_sociale)) issue('ragione_sociale');
    if (r.tipologia === 'Private' && r.stato === ITALY) {
      if (blank(r.codice_fiscale)) issue('codice_fiscale');
      else if (!isCodiceFiscale(r.codice_fiscale)) issue('codice_fiscale', CODICE_FISCALE_MESSAGE);
    }
    const vatRequired = company && (r.stato === ITALY || VAT_REQUIRED_DOMAIN_CODES.includes(product.codice ?? ''));
    if (vatRequired && blank(r.partita_iva)) issue('partita_iva');
    const vatIssue = company && filled(r.partita_iva) ? vatNumberIssue(r.stato, r.partita_iva) : null;
    if (vatIssue) issue('partita_iva', vatIssue);
  };
}

/**
 * What the registrant form keeps: with the billing data used, the fields the form hid are dropped
 * (the server copies the company's billing data); a new registration carries no authcode or timing.
 */
function registrantOutput(r: RegistrantFields) {
  const transfer = !r.new_registration;
  const own = !r.usa_dati_fatturazione;
  const company = r.tipologia === 'Company';
  const orNull = (keep: boolean, value: string) => (keep && filled(value) ? value : null);
  return {
    id: r.id,
    new_registration: r.new_registration,
    authcode: orNull(transfer, r.authcode),
    anytime: transfer ? (r.anytime ?? null) : null,
    usa_dati_fatturazione: r.usa_dati_fatturazione,
    tipologia: own ? (r.tipologia ?? null) : null,
    nome: orNull(own, r.nome),
    cognome: orNull(own, r.cognome),
    ragione_sociale: orNull(own && company, r.ragione_sociale),
    stato: orNull(own, r.stato),
    cap: orNull(own, r.cap),
    indirizzo: orNull(own, r.indirizzo),
    citta: orNull(own, r.citta),
    provincia: orNull(own, r.provincia),
    partita_iva: orNull(own && company, r.partita_iva),
    codice_fiscale: orNull(own, r.codice_fiscale),
  };
}

export function domainRegistrantSchemaFor(product: RegistrantProduct) {
  return DomainRegistrantFieldsSchema.superRefine(registrantRules(product)).transform(registrantOutput);
}

/** What the registrant form keeps, whatever the product: the form's and the browser's view. */
export const DomainRegistrantSchema = domainRegistrantSchemaFor({ codice: null });

/**
 * POST /rest/domain_registrants' body: the fields with every rule that needs no product, as sent;
 * the server then applies `domainRegistrantSchemaFor(product)` to it (the REGIT VAT rule).
 */
export const DomainRegistrantBodySchema = DomainRegistrantFieldsSchema.superRefine(registrantRules({ codice: null }));
export type DomainRegistrantInput = z.input<typeof DomainRegistrantSchema>;
export type DomainRegistrant = z.output<typeof DomainRegistrantSchema>;

export const ACCESS_TYPES = ['ftp', 'ssh', 'panel', 'webaccess'] as const;
export const CMS_KINDS = ['WordPress', 'Magento', 'PrestaShop', 'Joomla', 'Altro'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
export type CmsKind = (typeof CMS_KINDS)[number];

const MailboxSchema = z.object({
  name: z.string().trim().min(1).max(TRANSFER_LIMITS.mailName),
  password: z.string().min(1).max(TRANSFER_LIMITS.password),
});

export const HostingTransferFieldsSchema = z.object({
  id: idSchema,
  access_type: z.enum(ACCESS_TYPES).nullish(),
  url: text(TRANSFER_LIMITS.url),
  user: text(TRANSFER_LIMITS.user),
  // Passwords are kept as typed: spaces may belong to them.
  password: z.string().max(TRANSFER_LIMITS.password).default(''),
  dbName: text(TRANSFER_LIMITS.dbName),
  dbUser: text(TRANSFER_LIMITS.dbUser),
  dbPassword: z.string().max(TRANSFER_LIMITS.password).default(''),
  pmaUrl: text(TRANSFER_LIMITS.pmaUrl),
  cms: z.enum(CMS_KINDS).nullish(),
  /** May the site be put in maintenance while it moves. */
  maintenanceSite: z.boolean().nullish(),
  subdomains: text(TRANSFER_LIMITS.subdomains),
  imap: text(TRANSFER_LIMITS.imap),
  mails: z.array(MailboxSchema).max(TRANSFER_LIMITS.mails).default([]),
  /** May mail be held while the mailboxes move. */
  maintenanceMail: z.boolean().nullish(),
  note: text(TRANSFER_LIMITS.note),
});

type TransferFields = z.output<typeof HostingTransferFieldsSchema>;

function transferRules(product: TransferProduct) {
  return (t: TransferFields, ctx: z.RefinementCtx<TransferFields>) => {
    const issue = (field: keyof TransferFields, message: MessageKey = 'validation.required') =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (product.site) {
      if (!t.access_type) issue('access_type');
      for (const field of ['url', 'user', 'password', 'dbName', 'dbUser', 'dbPassword'] as const) {
        if (blank(t[field])) issue(field);
      }
      if (t.maintenanceSite == null) issue('maintenanceSite', CHOICE);
    }
    if (product.mail) {
      if (blank(t.imap)) issue('imap');
      else if (!isHostname(t.imap)) issue('imap', HOST);
      if (t.mails.length === 0) issue('mails', MAILBOXES);
      if (t.maintenanceMail == null) issue('maintenanceMail', CHOICE);
    }
  };
}

/** Only the parts the order asked for are kept: a site-only transfer stores no mailbox. */
function transferOutput(product: TransferProduct) {
  return (t: TransferFields) => {
    const site = (value: string) => (product.site && filled(value) ? value : null);
    return {
      id: t.id,
      access_type: product.site ? (t.access_type ?? null) : null,
      url: site(t.url),
      user: site(t.user),
      password: product.site && t.password !== '' ? t.password : null,
      dbName: site(t.dbName),
      dbUser: site(t.dbUser),
      dbPassword: product.site && t.dbPassword !== '' ? t.dbPassword : null,
      pmaUrl: site(t.pmaUrl),
      cms: product.site ? (t.cms ?? null) : null,
      maintenanceSite: product.site ? (t.maintenanceSite ?? null) : null,
      subdomains: site(t.subdomains),
      imap: product.mail && filled(t.imap) ? t.imap : null,
      mails: product.mail ? t.mails : [],
      maintenanceMail: product.mail ? (t.maintenanceMail ?? null) : null,
      note: filled(t.note) ? t.note : null,
    };
  };
}

export function hostingTransferSchemaFor(product: TransferProduct) {
  return HostingTransferFieldsSchema.superRefine(transferRules(product)).transform(transferOutput(product));
}

/**
 * POST /rest/hosting_transfers' body: the fields' shapes and limits; which parts are required
 * depends on the product (site, mail), so the server applies `hostingTransferSchemaFor(product)`.
 */
export const HostingTransferBodySchema = HostingTransferFieldsSchema;
export type HostingTransferInput = z.input<typeof HostingTransferFieldsSchema>;
export type HostingTransfer = z.output<ReturnType<typeof hostingTransferSchemaFor>>;

/** An order's product as the transfer forms need it: what it is and which data it still awaits. */
export const OrderProductSchema = z.object({
  id: z.number().int(),
  codice: z.string(),
  nome: z.string(),
  dominio: z.string(),
  missing_data: z.boolean(),
  missing_mail_data: z.boolean(),
  registrazione_dominio: z.boolean(),
  ask_site_transfer: z.boolean(),
  ask_mail_transfer: z.boolean(),
});
export type OrderProduct = z.infer<typeof OrderProductSchema>;

/** Spec 2 §3 order/payment: 'concluso' opens the transfer forms of its products. */
export const OrderSchema = z.object({
  id: z.number().int(),
  stato: z.enum(ORDER_STATES),
  products: z.array(OrderProductSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** What a sent form answers: the record kept (never its passwords) and the product's flags after it. */
export const TransferSavedSchema = z.object({
  id: z.number().int(),
  product: OrderProductSchema,
});
export type TransferSaved = z.infer<typeof TransferSavedSchema>;
