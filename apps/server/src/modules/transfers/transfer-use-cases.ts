import type { z } from 'zod';
import {
  domainRegistrantSchemaFor,
  hostingTransferSchemaFor,
  transferFormOf,
  transferParts,
  type DomainRegistrantBodySchema,
  type HostingTransferBodySchema,
  type Language,
  type Order,
  type TransferSaved,
} from '@sportello/domain';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { DomainError, InputValidationError } from '../../platform/use-cases/domain-error.ts';
import { seal } from '../../platform/security/sealed-box.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { clearMissingData, lockProduct, type ProductRow } from '../products/index.ts';
import {
  findOrder,
  insertHostingTransfer,
  insertRegistrant,
  orderProducts,
  toOrderProduct,
} from './transfers-store.ts';

/** The sealed box's purpose for every secret a transfer carries (passwords, AuthCode). */
export const TRANSFER_SECRET = 'transfer-password';

const orderNotFound = () => new DomainError('not_found', 'transfers.order_not_found', { reason: 'order_not_found' });
const productNotFound = () =>
  new DomainError('not_found', 'transfers.product_not_found', { reason: 'product_not_found' });
const nothingMissing = () => new DomainError('conflict', 'transfers.nothing_missing', { reason: 'nothing_missing' });

/** GET /rest/orders/{id}: the company's order and its products' transfer flags; another company's is not found. */
export async function readOrder(db: Db, scope: CompanyScope, id: number, language: Language): Promise<Order> {
  const order = await findOrder(db, scope, id);
  if (!order) throw orderNotFound();
  return { id: order.id, stato: order.stato, products: await orderProducts(db, scope, order.id, language) };
}

/**
 * The product the data are for, locked until the transaction ends (two sends never both pass),
 * with its order: the forms are for concluded orders only (spec 2 §3 order/payment).
 */
async function lockAwaitingProduct(ctx: CompanyContext, id: number): Promise<{ product: ProductRow; orderId: number }> {
  const product = await lockProduct(ctx.db, ctx.actor, id);
  if (!product) throw productNotFound();
  const order = product.order_id === null ? undefined : await findOrder(ctx.db, ctx.actor, product.order_id);
  if (!order || order.stato !== 'concluso')
    throw new DomainError('conflict', 'transfers.order_not_concluded', { reason: 'order_not_concluded' });
  return { product, orderId: order.id };
}

/** The rules that need the product, on a body already checked without it: a failure is a 400 like any other. */
function withProduct<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new InputValidationError(result.error.issues);
  return result.data;
}

/**
 * POST /rest/domain_registrants (spec 2 §7): the registrant of a domain registration or transfer.
 * With usa_dati_fatturazione the company's billing data as they are now are copied (the sender's
 * name as the contact), so later billing changes do not rewrite a registration already made.
 */
export async function sendDomainRegistrant(
  ctx: CompanyContext,
  body: z.output<typeof DomainRegistrantBodySchema>,
  language: Language,
): Promise<TransferSaved> {
  return inTransaction(ctx, async (tx) => {
    const { product, orderId } = await lockAwaitingProduct(tx, body.id);
    if (transferFormOf(product) !== 'registrant') throw nothingMissing();
    const data = withProduct(domainRegistrantSchemaFor({ codice: product.codice }), body);
    const company = tx.actor.company;
    const holder = data.usa_dati_fatturazione
      ? {
          tipologia: company.tipologia,
          nome: tx.actor.user.firstname || null,
          cognome: tx.actor.user.lastname || null,
          ragione_sociale: company.tipologia === 'Company' ? company.ragione_sociale : null,
          stato: company.stato,
          cap: company.cap,
          indirizzo: company.indirizzo,
          citta: company.citta,
          provincia: company.provincia,
          partita_iva: company.partita_iva,
          codice_fiscale: company.codice_fiscale,
        }
      : {
          tipologia: data.tipologia,
          nome: data.nome,
          cognome: data.cognome,
          ragione_sociale: data.ragione_sociale,
          stato: data.stato,
          cap: data.cap,
          indirizzo: data.indirizzo,
          citta: data.citta,
          provincia: data.provincia,
          partita_iva: data.partita_iva,
          codice_fiscale: data.codice_fiscale,
        };
    const id = await insertRegistrant(tx.db, {
      company_id: company.id,
      product_id: product.id,
      order_id: orderId,
      new_registration: data.new_registration,
      authcode_sealed: data.authcode === null ? null : seal(tx.digest, TRANSFER_SECRET, data.authcode),
      anytime: data.anytime,
      usa_dati_fatturazione: data.usa_dati_fatturazione,
      ...holder,
      created_by: tx.actor.user.id,
    });
    const saved = await clearMissingData(tx.db, tx.actor, product.id, { missing_data: false }, tx.now);
    // The fact, never the AuthCode.
    await writeAudit(tx.db, tx.source, {
      action: 'transfers.registrant_sent',
      subject: product.id,
      before: { missing_data: product.missing_data },
      after: {
        missing_data: false,
        domain_registrant: id,
        new_registration: data.new_registration,
        usa_dati_fatturazione: data.usa_dati_fatturazione,
      },
    });
    return { id, product: toOrderProduct(saved, language) };
  });
}

/**
 * POST /rest/hosting_transfers (spec 2 §7): the site's access and database, the mailboxes. Every
 * password is sealed before it reaches the database; none is answered, logged or audited.
 */
export async function sendHostingTransfer(
  ctx: CompanyContext,
  body: z.output<typeof HostingTransferBodySchema>,
  language: Language,
): Promise<TransferSaved> {
  return inTransaction(ctx, async (tx) => {
    const { product, orderId } = await lockAwaitingProduct(tx, body.id);
    if (transferFormOf(product) !== 'hosting') throw nothingMissing();
    const parts = transferParts(product);
    const data = withProduct(hostingTransferSchemaFor(parts), body);
    const sealed = (plain: string | null) => (plain === null ? null : seal(tx.digest, TRANSFER_SECRET, plain));
    const id = await insertHostingTransfer(tx.db, {
      company_id: tx.actor.company.id,
      product_id: product.id,
      order_id: orderId,
      access_type: data.access_type,
      url: data.url,
      username: data.user,
      password_sealed: sealed(data.password),
      db_name: data.dbName,
      db_user: data.dbUser,
      db_password_sealed: sealed(data.dbPassword),
      pma_url: data.pmaUrl,
      cms: data.cms,
      maintenance_site: data.maintenanceSite,
      subdomains: data.subdomains,
      imap: data.imap,
      mails: JSON.stringify(
        data.mails.map((m) => ({ name: m.name, password_sealed: seal(tx.digest, TRANSFER_SECRET, m.password) })),
      ),
      maintenance_mail: data.maintenanceMail,
      note: data.note,
      created_by: tx.actor.user.id,
    });
    // The site part (or a product that asked for mail only) leaves nothing else awaited.
    const flags = { missing_data: false, ...(parts.mail ? { missing_mail_data: false } : {}) };
    const saved = await clearMissingData(tx.db, tx.actor, product.id, flags, tx.now);
    await writeAudit(tx.db, tx.source, {
      action: 'transfers.hosting_sent',
      subject: product.id,
      before: { missing_data: product.missing_data, missing_mail_data: product.missing_mail_data },
      after: { ...flags, hosting_transfer: id, site: parts.site, mail: parts.mail, mailboxes: data.mails.length },
    });
    return { id, product: toOrderProduct(saved, language) };
  });
}
