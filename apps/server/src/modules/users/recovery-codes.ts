import { randomInt } from 'node:crypto';
import {
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODES_COUNT,
} from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import type { Digest } from '../../platform/security/sealed-box.ts';

const keyed = (digest: Digest, code: string) => digest(`totp-recovery:${normalizeRecoveryCode(code)}`);

/** A fresh set of recovery codes, each as shown to the user ('abcde-fghjk'), from a cryptographic generator. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Replaces the user's recovery codes with a new set, kept as keyed digests; answers the codes to show once. */
export async function replaceRecoveryCodes(db: Db, digest: Digest, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await deleteRecoveryCodes(db, userId);
  await db
    .insertInto('totp_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, hash: keyed(digest, code) })))
    .execute();
  return codes;
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
}

/** Uses up one unused recovery code of the user, atomically: the same code never works twice. */
export async function spendRecoveryCode(
  db: Db,
  digest: Digest,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('totp_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('hash', '=', keyed(digest, code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
