import type { ColumnType } from 'kysely';
import type { Language } from '@sportello/domain';

export type CreatedAt = ColumnType<Date, Date | undefined, never>;

export type Json = unknown;

/** A jsonb column: read parsed, written as JSON text (both drivers take it so). */
export type JsonColumn<T> = ColumnType<T, string, string>;

/** A text in the four languages of the portal (jsonb). */
export type LocalizedText = Record<Language, string>;

/** A row of `Table` with only the columns a query selects by their qualified names (`'products.id'`). */
export type SelectedColumns<Table, Qualified extends string> = Pick<
  Table,
  Extract<Qualified extends `${string}.${infer Column}` ? Column : never, keyof Table>
>;
