import { z } from 'zod';

/** The largest value of a PostgreSQL `integer`, the type of every id column. */
export const ID_MAX = 2_147_483_647;

/** Paths, query strings and forms carry text: a number written as text is read as that number. */
const fromText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/**
 * A row's id wherever a caller names one (path, query string, form or JSON body): a whole number from
 * 1 to ID_MAX, given as a number or as text. An id past the column's range is refused here, not by the
 * database; a missing one is a required field (no coercion of nothing into 0).
 */
export const idField = (message?: string) =>
  z.preprocess(fromText, z.number(message).int(message).positive(message).max(ID_MAX, message));

/** An id with the generic validation messages. */
export const idSchema = idField();

/** `{ id }` in a path: `/rest/tickets/:id`. */
export const IdParamsSchema = z.object({ id: idSchema });
