// The ledger as pages show it: a payment due with its overdue label ('Insoluto') and its Pay link,
// on the invoices page and the dashboard's payments due.
export { OverdueBadge } from './components/overdue-badge.tsx';
export { PaymentLine } from './components/payment-line.tsx';
export { usePaymentsDue } from './api/payments-due.ts';
export { PaymentForm, type PaymentChoice } from './components/payment-form.tsx';
export { usePaymentOptions, type PaymentOptions } from './api/payment-methods.ts';
export {
  followPayAnswer,
  forgetRememberedRoute,
  peekRememberedRoute,
  rememberedHref,
  rememberRoute,
  type RememberedRoute,
} from './payment-return.ts';
