import { fallbackLanguages, type Language } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';

/** Which documents a company may see: its billing entity's (and the general ones), resellers' only for resellers. */
export interface DocumentAudience {
  fatturanteId: number | null;
  isReseller: boolean;
}

export interface DocumentRow {
  id: number;
  sezione: string;
  nome: string;
  descrizione: string;
  contract_type: string | null;
  filename: string | null;
}

function visibleTo(db: Db, { fatturanteId, isReseller }: DocumentAudience) {
  let query = db
    .selectFrom('documents')
    .where((eb) =>
      fatturanteId === null
        ? eb('fatturante_id', 'is', null)
        : eb.or([eb('fatturante_id', '=', fatturanteId), eb('fatturante_id', 'is', null)]),
    );
  if (!isReseller) query = query.where('reseller_only', '=', false);
  return query;
}

/**
 * The documents in one language: the request's, else its fallbacks, Italian,
 * or any language the provider has — the first with documents for this audience.
 */
export async function listDocuments(db: Db, audience: DocumentAudience, lang: Language): Promise<DocumentRow[]> {
  const languages = (await visibleTo(db, audience).select('lingua').distinct().execute()).map((r) => r.lingua);
  const wanted: Language[] = [lang, ...fallbackLanguages(lang), 'it'];
  const lingua = wanted.find((l) => languages.includes(l)) ?? [...languages].sort()[0];
  if (lingua === undefined) return [];
  return visibleTo(db, audience)
    .select(['id', 'sezione', 'nome', 'descrizione', 'contract_type', 'filename'])
    .where('lingua', '=', lingua)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A file this audience may download; undefined for any other document, existing or not. */
export async function findDocumentFile(
  db: Db,
  audience: DocumentAudience,
  id: number,
): Promise<{ filename: string; content: Buffer } | undefined> {
  const row = await visibleTo(db, audience).select(['filename', 'content']).where('id', '=', id).executeTakeFirst();
  if (!row?.filename || !row.content) return undefined;
  return { filename: row.filename, content: row.content };
}
