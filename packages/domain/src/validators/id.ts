import { z } from 'zod';

/** The largest value of a PostgreSQL `integer`, the type of every id column. */
export const ID_MAX = 2_147_483_647;

/**
 * A row's id wherever a caller names one (path, query string, form or JSON body): a whole number from
 * 1 to ID_MAX. Text is read as a number, since paths and query strings carry nothing else; an id past
 * the column's range is refused here, not by the database.
 */
export const idField = (message?: string) =>
  z.coerce.number(message).int(message).positive(message).max(ID_MAX, message);

/** An id with the generic validation messages. */
export const idSchema = idField();

/** `{ id }` in a path: `/rest/tickets/:id`. */
export const IdParamsSchema = z.object({ id: idSchema });
