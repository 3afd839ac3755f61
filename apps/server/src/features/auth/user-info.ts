import {
  APPROVAL_STATES,
  computeEnableOrders,
  hasCompleteBillingData,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  type Approval,
  type BillingEntity,
  type UserInfo,
} from '@sportello/domain';
import { hasActiveProducts } from '../../modules/products/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { findAccessibleCompany } from '../../platform/access/actor-store.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Fatturante } from '../../platform/db/schema.ts';
import { findFatturante } from './auth-store.ts';

/** The userinfo of a request's actor, with the billing entity of the company acted for; `today` is the provider's day. */
export async function loadUserInfo(db: Db, actor: Actor, today: string): Promise<UserInfo> {
  const fatturanteId = actor.company?.fatturante_id;
  const parentId = actor.company?.parent_id;
  const [fatturante, activeProducts, reseller] = await Promise.all([
    fatturanteId != null ? findFatturante(db, fatturanteId) : undefined,
    actor.company ? hasActiveProducts(db, actor.company.id, today) : false,
    parentId != null && !actor.acting_as_customer ? findAccessibleCompany(db, actor.user.id, parentId) : undefined,
  ]);
  const resellerCompany = reseller
    ? { id_azienda: reseller.company.id, ragione_sociale: reseller.company.ragione_sociale }
    : null;
  return buildUserInfo(actor, fatturante ?? null, activeProducts, resellerCompany);
}

/**
 * GET /api/dashboard/userinfo: the signed-in user, the chosen company — or, for a staff
 * member with `id_cliente`, the customer's company and the grants the staff role gives there
 * — and this user's grants in it. Company fields take their defaults until a company is chosen.
 */
export function buildUserInfo(
  actor: Actor,
  fatturante: Fatturante | null,
  activeProducts: boolean,
  resellerCompany: UserInfo['reseller_company'],
): UserInfo {
  const { user, company } = actor;
  return {
    id: user.id,
    username: user.username,
    full_name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    lingua: user.lingua || DEFAULT_LANGUAGE,
    verificato: user.email_verified,
    is_staff: user.staff_role !== null,
    staff_role: user.staff_role,
    grants: actor.grants,
    email_subscriptions: actor.email_subscriptions,
    id_azienda: company?.id ?? null,
    azienda: company?.ragione_sociale ?? null,
    sconto: company?.sconto ?? 0,
    iva: company?.iva ?? 0,
    cod_pagamento: company?.cod_pagamento ?? null,
    pagamento: company?.pagamento ?? null,
    fatturazione_mensile: company?.fatturazione_mensile ?? false,
    currency: company?.currency === 'CHF' ? 'CHF' : DEFAULT_CURRENCY,
    currency_locked: company?.currency_locked ?? true,
    is_reseller: company?.is_reseller ?? false,
    use_credit: company?.use_credit ?? false,
    approval: toApproval(company?.approval ?? null),
    has_active_products: activeProducts,
    contratto_cliente: company ? company.contratto_cliente : null,
    is_premium: company?.is_premium ?? false,
    has_recurring_payments: company?.has_recurring_payments ?? false,
    has_parent: company?.parent_id != null,
    complete: company ? hasCompleteBillingData(company) : false,
    complete_skill: company?.id_main_skill != null,
    survey_completion_date: company?.survey_completion_date ?? null,
    compiledSurvey: company?.compiled_survey ?? false,
    enable_orders: computeEnableOrders({
      grants: actor.grants,
      contratto_cliente: company ? company.contratto_cliente : null,
    }),
    fatturante: fatturante ? toBillingEntity(fatturante) : null,
    reseller_company: resellerCompany,
  };
}

function toApproval(value: string | null): Approval | null {
  return (APPROVAL_STATES as readonly string[]).includes(value ?? '') ? (value as Approval) : null;
}

function toBillingEntity(f: Fatturante): BillingEntity {
  return {
    id: f.id,
    strid: f.strid,
    ragione_sociale: f.ragione_sociale,
    indirizzo: f.indirizzo,
    citta: f.citta,
    provincia: f.provincia,
    cap: f.cap,
    stato: f.stato,
    telefono: f.telefono,
    piva: f.piva,
    coordinate_bancarie: { intestatario: f.intestatario, banca_eur: f.banca_eur, banca_chf: f.banca_chf },
  };
}
