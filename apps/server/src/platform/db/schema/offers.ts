import type { ColumnType, Generated } from 'kysely';
import type {
  Currency,
  OfferRejectionReason,
  OfferState,
  OrderState,
  PricedLine,
  QuoteTotals,
  WizardStateInput,
} from '@sportello/domain';
import type { CreatedAt, JsonColumn } from './column-types.ts';

/**
 * An offer of the quote wizard (spec 3 §3 offer/order): the state it was quoted from and the lines
 * and totals the engine computed, cents; an order once stato_ordine is set.
 */
export interface OffersTable {
  id: Generated<number>;
  /** The company billed (id_azienda). */
  company_id: number;
  /** The reseller that prepared it for its customer (id_reseller). */
  reseller_id: number | null;
  created_by: number | null;
  titolo_offerta: string;
  stato_offerta: ColumnType<OfferState | null, OfferState | null | undefined, OfferState | null>;
  stato_ordine: OrderState | null;
  motivazione_rifiuto: OfferRejectionReason | null;
  currency: Currency;
  /** VAT rate of the company billed, percent. */
  iva: number;
  gran_totale: number;
  gran_totale_ivato: number;
  free_period: Generated<number>;
  testing_mode: 'rinnova' | 'disdici' | null;
  tecnologie: ColumnType<string[] | null, string | null, string | null>;
  provision_location: string | null;
  provision_backup_location: string | null;
  note: string | null;
  action: string | null;
  state: JsonColumn<WizardStateInput>;
  prodotti: JsonColumn<PricedLine[]>;
  totals: JsonColumn<QuoteTotals>;
  order_id: number | null;
  /** The invoice confirming it issued (migration 0027): paid, it makes the order. */
  invoice_id: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** The tables of this area, by name. */
export interface OffersTables {
  offers: OffersTable;
}
