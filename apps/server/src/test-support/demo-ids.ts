import type { Db } from '../platform/db/database.ts';

/** The id of a seeded demo company, by its name. */
export async function companyId(db: Db, ragioneSociale: string): Promise<number> {
  const row = await db
    .selectFrom('aziende')
    .select('id')
    .where('ragione_sociale', '=', ragioneSociale)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const DEMO_COMPANIES = {
  provider: 'Nuvolaria S.r.l. (demo)',
  rossi: 'Rossi Arredamenti S.r.l.',
  alpi: 'Alpi Digital SA',
  bernasconi: 'Studio Bernasconi Architetti',
  pasticceria: 'Pasticceria Ticinese Sagl',
  bianchi: 'Bianchi & Figli S.n.c.',
  verdi: 'Verdi Consulenze',
} as const;
