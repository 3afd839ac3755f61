// Offers and orders (spec 3 §2–§5): the offers table — the wizard's saved offers, their rejection,
// and their conclusion into an order once the invoice a confirmation issued is paid. The offers
// feature serves the calls; the ledger confirms, pays and settles through here.
export {
  findOffer,
  insertOffer,
  listOffers,
  lockOffer,
  rejectOfferRow,
  type ConfirmAbility,
} from './offers-store.ts';
export {
  attachOfferInvoice,
  concludeOffer,
  concludePaidOffer,
  lockOfferForPayment,
  offerOfInvoice,
  type PayableOffer,
} from './offer-orders.ts';
