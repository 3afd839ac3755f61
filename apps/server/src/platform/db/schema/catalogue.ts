import type { ColumnType, Generated } from 'kysely';
import type { Duration } from '@sportello/domain';
import type { JsonColumn, LocalizedText } from './column-types.ts';

/** The provider's catalogue categories, in the order the price list shows them (spec 2 §3 posizione_categoria). */
export interface CatalogueCategoriesTable {
  code: string;
  posizione: number;
  nome: JsonColumn<LocalizedText>;
}

/** One product of the price list at one duration (spec 2 §3 catalog item, spec 3 §3 price-list product); cents. */
export interface CatalogueProductsTable {
  id: Generated<number>;
  codice: string;
  durata: Duration;
  categoria: string;
  posizione: number;
  group_code: string;
  /** Domain registrations: the extension, without its dot. */
  tld: string | null;
  /** Stacks: the least RAM of the server, GB (spec 3 §9). */
  min_ram: number | null;
  qt: Generated<number>;
  nome: JsonColumn<LocalizedText>;
  descrizione: ColumnType<LocalizedText | null, string | null, string | null>;
  features: ColumnType<Record<string, number | boolean | string>, string | undefined, string>;
  prezzo_eur: number;
  prezzo_chf: number;
  prezzo_scontato_eur: number;
  prezzo_scontato_chf: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A reseller's markup on a category, whole percent (spec 2 §3 "Category custom price", §5). */
export interface CategoryMarkupsTable {
  company_id: number;
  categoria: string;
  markup: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The tables of this area, by name. */
export interface CatalogueTables {
  catalogue_categories: CatalogueCategoriesTable;
  catalogue_products: CatalogueProductsTable;
  category_markups: CategoryMarkupsTable;
}
