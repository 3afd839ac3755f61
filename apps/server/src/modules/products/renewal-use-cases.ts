import {
  isoDateIn,
  ON_REQUEST_RENEWAL_BILLER,
  policies,
  renewalChangeRefusal,
  type Language,
  type Product,
  type ProductOrderUpdate,
  PROVIDER_TIME_ZONE,
} from '@sportello/domain';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { DomainError, notAuthorizedError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import {
  billerOf,
  lockProduct,
  recordRenewalChange,
  readBackProduct,
  updateProduct,
  type ProductRow,
} from './products-store.ts';

const productNotFound = () => new DomainError('not_found', 'products.not_found', { reason: 'product_not_found' });

/**
 * PUT /rest/product_orders/{id} (spec 2 §4, §5, §7) in its three shapes: the customer's note;
 * automatic vs on-request renewal (customers billed by BBW); cancel or renew again. Billing grant
 * only. The product is locked for the whole change, so two changes never interleave, and each
 * renewal change is kept with the name and reason given (product_renewal_changes) besides the
 * audit log.
 */
export async function changeProductOrder(
  ctx: CompanyContext,
  id: number,
  change: ProductOrderUpdate,
  language: Language,
): Promise<Product> {
  const decision = policies.changeProductRenewal(ctx.actor);
  if (!decision.allowed) throw notAuthorizedError(decision.reason, decision.message);
  const today = isoDateIn(ctx.now, PROVIDER_TIME_ZONE);

  return inTransaction(ctx, async (tx) => {
    const product = await lockProduct(tx.db, tx.actor, id);
    if (!product) throw productNotFound();

    if ('note_cliente' in change) {
      const saved = await updateProduct(tx.db, tx.actor, id, { note_cliente: change.note_cliente }, tx.now);
      await writeAudit(tx.db, tx.source, {
        action: 'products.note_changed',
        subject: id,
        before: { note_cliente: product.note_cliente },
        after: { note_cliente: saved.note_cliente },
      });
      return readBackProduct(tx.db, saved, language, today);
    }

    refuseUnlessChangeable(product, today);
    let changes: Partial<Pick<ProductRow, 'rinnovo_automatico' | 'stato_amministrativo'>>;
    let action: string;
    if ('rinnovo_automatico' in change) {
      if ((await billerOf(tx.db, tx.actor.company)) !== ON_REQUEST_RENEWAL_BILLER) {
        throw new DomainError('conflict', 'products.not_on_request_billing', { reason: 'not_on_request_billing' });
      }
      changes = { rinnovo_automatico: change.rinnovo_automatico };
      action = 'products.renewal_mode_changed';
    } else {
      changes = { stato_amministrativo: change.stato_amministrativo };
      action = change.stato_amministrativo === 'attivo' ? 'products.renewed' : 'products.cancelled';
    }
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, product[key as keyof typeof changes]]));
    const saved = await updateProduct(tx.db, tx.actor, id, changes, tx.now);
    // The reason belongs to a cancellation or a switch to on request only.
    const motivazione =
      change.motivazione_disdetta &&
      (changes.stato_amministrativo === 'non rinnovare' || changes.rinnovo_automatico === false)
        ? change.motivazione_disdetta
        : null;
    await recordRenewalChange(tx.db, {
      productId: id,
      companyId: tx.actor.company.id,
      userId: tx.actor.user.id,
      before,
      after: changes,
      nominativo: change.nominativo,
      motivazione,
    });
    await writeAudit(tx.db, tx.source, {
      action,
      subject: id,
      before,
      after: { ...changes, nominativo: change.nominativo, motivazione_disdetta: motivazione },
    });
    return readBackProduct(tx.db, saved, language, today);
  });
}

/** Spec 2 §4: expired, one-off, unpaid or past-trial products keep their renewal (409 with the reason). */
function refuseUnlessChangeable(product: ProductRow, today: string): void {
  const refusal = renewalChangeRefusal(product, today);
  if (refusal) throw new DomainError('conflict', `products.${refusal}`, { reason: refusal });
}
