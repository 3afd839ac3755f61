// The billing ledger: invoices and credit notes with their rows, installments (payments due),
// payment transactions through providers, provider events and credit movements. The invoices
// and payments features read and change money only through here.
export {
  balanceOf,
  cashbackBalance,
  findInvoice,
  findInvoiceRow,
  findPayment,
  findTransaction,
  findTransactionByToken,
  listInvoices,
  listPayments,
  overdueInstallments,
  type OverdueInstallment,
  type InvoiceSortKey,
  type PaymentSortKey,
} from './ledger-store.ts';
export { customerOf, issueInvoice, totalOfRows, type NewInvoice, type NewInvoiceRow } from './invoice-writer.ts';
export { payInstallment, type PayRequest } from './pay-use-cases.ts';
export { settleProviderResult, type SettlementAnswer } from './settlement.ts';
export { paymentProviders, type PaymentProviders } from './providers/registry.ts';
export type { PaymentProvider, ProviderName, ProviderResult, CheckoutRequest } from './providers/provider.ts';
export { renewProducts } from './renew-use-case.ts';
export { upgradeOptions, upgradeProduct } from './upgrade-use-case.ts';
export { payOffer } from './offer-payment-use-case.ts';
export type { PayPalConfig } from './providers/paypal.ts';
export type { AxerveConfig } from './providers/axerve.ts';
export {
  chargeDueInstallments,
  RECURRING_CHARGE_ATTEMPTS,
  RECURRING_RETRY_DAYS,
} from './recurring.ts';
export { CREDIT_EXPIRY_MONTHS, expireOldCredit, type ExpiredCredit } from './credit-expiry.ts';
export { issueDueRefunds, issueRefund, REFUNDS_JOB, type RefundDeps } from './refunds.ts';
export {
  creditPartnerEarnings,
  foldCreditBalances,
  partnerBalances,
  shareOf,
} from './partner-earnings.ts';
export {
  commissionFileNames,
  findCommissionFile,
  findCommissionRequest,
  markCommissionPaid,
  rejectCommissionRequest,
  requestCollection,
  waitingCommissionRequests,
  type DecisionContext,
  type RequestFile,
} from './commission-requests.ts';
