import { httpSettings } from '../http/http-settings.ts';
import { signedInUser } from '../session/session.ts';

/**
 * Every query key starts with who asks and for which company: the signed-in user, the company
 * of the session and the customer a staff member acts on (`/{id_cliente}/…`). Switching company,
 * customer or user therefore never finds another one's data in the cache, even for a moment.
 */
export function scopeKey(): readonly [string] {
  const user = signedInUser();
  const customer = httpSettings().idCliente();
  return [`u${user?.id ?? '-'}:c${user?.id_azienda ?? '-'}:k${customer ?? '-'}`];
}

/** A query key rooted at the acting scope: `scopedKey('users', 'list', query)`. */
export function scopedKey<const T extends readonly unknown[]>(...parts: T): readonly [string, ...T] {
  return [...scopeKey(), ...parts];
}
