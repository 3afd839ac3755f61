import type { UserInfo } from '@sportello/domain';

/** The demo accounts of DESIGN §6, as userinfo answers. */
export const owner: UserInfo = {
  id: 1,
  username: 'owner',
  full_name: 'Mario Rossi',
  email: 'owner@example.test',
  lingua: 'it',
  verificato: true,
  is_staff: false,
  staff_role: null,
  grants: ['owner'],
  email_subscriptions: ['technical', 'billing', 'marketing'],
  id_azienda: 10,
  azienda: 'Rossi Web S.r.l.',
  sconto: 0,
  iva: 22,
  cod_pagamento: null,
  pagamento: null,
  fatturazione_mensile: false,
  currency: 'EUR',
  currency_locked: true,
  is_reseller: false,
  use_credit: false,
  approval: 'approvato',
  has_active_products: true,
  contratto_cliente: true,
  is_premium: false,
  has_recurring_payments: false,
  has_parent: false,
  complete: true,
  complete_skill: true,
  survey_completion_date: null,
  compiledSurvey: false,
  enable_orders: true,
  fatturante: null,
  reseller_company: null,
};

export const tecnico: UserInfo = {
  ...owner,
  id: 3,
  username: 'tecnico',
  grants: ['developer'],
  email_subscriptions: ['technical'],
  enable_orders: false,
};

export const contabile: UserInfo = {
  ...owner,
  id: 4,
  username: 'contabile',
  grants: ['billing'],
  email_subscriptions: ['billing'],
};

export const reseller: UserInfo = {
  ...owner,
  id: 2,
  username: 'reseller',
  id_azienda: 20,
  azienda: 'Partner Hosting SA',
  currency: 'CHF',
  is_reseller: true,
  sconto: 20,
  complete_skill: false,
};

export const nuovo: UserInfo = {
  ...owner,
  id: 6,
  username: 'nuovo',
  azienda: 'Nuova Impresa',
  contratto_cliente: false,
  approval: null,
};

export const noCompany: UserInfo = {
  ...owner,
  id: 5,
  username: 'multi',
  id_azienda: null,
  azienda: null,
  contratto_cliente: null,
  approval: null,
};

/** An operator (staff role admin) in the provider's own company. */
export const staff: UserInfo = {
  ...owner,
  id: 7,
  username: 'staff',
  is_staff: true,
  staff_role: 'admin',
  id_azienda: 1,
  azienda: 'Nuvolaria S.r.l.',
};

/**
 * The same operator's userinfo with `id_cliente=77`: the customer's company — which has not
 * accepted the contract yet — with the grants the admin role gives there.
 */
export const staffOnCustomer: UserInfo = {
  ...staff,
  id_azienda: 77,
  azienda: 'Cliente Uno S.r.l.',
  grants: ['owner', 'admin', 'billing', 'developer', 'sales'],
  email_subscriptions: [],
  contratto_cliente: false,
  approval: null,
};

/** A support operator (staff role support): no company of its own. */
export const support: UserInfo = {
  ...owner,
  id: 8,
  username: 'supporto',
  is_staff: true,
  staff_role: 'support',
  grants: [],
  email_subscriptions: [],
  id_azienda: null,
  azienda: null,
};

/**
 * The support operator's userinfo with `id_cliente=77`: the customer's company, with every grant
 * for reading (the server refuses its writes).
 */
export const supportOnCustomer: UserInfo = {
  ...staffOnCustomer,
  id: 8,
  username: 'supporto',
  staff_role: 'support',
  contratto_cliente: true,
  approval: 'approvato',
};
