// Products and renewals: a company's orders and products with their renewal view, the products
// list (groups by the domain rule), and renewal changes with their history. The transfers,
// dashboard and invoices areas read products from here.
export {
  endingTrials,
  type EndingTrial,
  hasActiveProducts,
  listProducts,
  lockProduct,
  type ProductRow,
  type ProductSortKey,
} from './products-store.ts';
export { changeProductOrder } from './renewal-use-cases.ts';
// The writes other modules ask for: settlement of renewals and upgrades, transfer data received.
export { applyUpgrade, clearMissingData, extendPaidRenewal, setPendingInvoice } from './product-changes.ts';
// Orders: a confirmed offer's concluded order with its products (the offers module asks).
export { createConcludedOrder, type NewOrderProduct } from './order-writer.ts';
// The states the daily billing run moves products through.
export { endTrial, suspendUnpaidProduct } from './billing-states.ts';
