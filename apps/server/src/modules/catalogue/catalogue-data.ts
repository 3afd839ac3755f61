import { readFileSync } from 'node:fs';
import { DURATIONS, LANGUAGES, ProductFeaturesSchema, CategoryCodeSchema } from '@sportello/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { inTransaction, type UseCaseContext } from '../../platform/use-cases/use-case-context.ts';

const cents = z.number().int().nonnegative();
const LocalizedTextSchema = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(1)])) as Record<(typeof LANGUAGES)[number], z.ZodString>,
);

/** The shape of catalogue-data.json (and of any provider's replacement for it). */
export const CatalogueFileSchema = z.object({
  categories: z
    .array(z.object({ code: CategoryCodeSchema, posizione: z.number().int(), nome: LocalizedTextSchema }))
    .min(1),
  products: z.array(
    z.object({
      codice: z.string().regex(/^[A-Z0-9]{2,30}$/),
      categoria: CategoryCodeSchema,
      group_code: z.string().min(1),
      tld: z
        .string()
        .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/)
        .nullable(),
      nome: LocalizedTextSchema,
      descrizione: LocalizedTextSchema.nullable(),
      min_ram: z.number().int().positive().nullable(),
      qt: z.number().int().positive(),
      features: ProductFeaturesSchema.omit({ descrizione: true }),
      prices: z
        .array(
          z
            .object({ durata: z.enum(DURATIONS), eur: cents, chf: cents, scontato_eur: cents, scontato_chf: cents })
            .refine((p) => p.chf % 5 === 0 && p.scontato_chf % 5 === 0, 'CHF prices are multiples of 5 Rappen')
            .refine(
              (p) => p.scontato_eur <= p.eur && p.scontato_chf <= p.chf,
              'the discounted price is at most the list price',
            ),
        )
        .min(1),
    }),
  ),
});
export type CatalogueFile = z.infer<typeof CatalogueFileSchema>;

/** The catalogue shipped with the project (the demo provider's, DESIGN §6). */
export const SHIPPED_CATALOGUE = new URL('./catalogue-data.json', import.meta.url);

/** Reads and checks a catalogue file: every product in a known category, each code and duration once. */
export function readCatalogueFile(path: URL | string = SHIPPED_CATALOGUE): CatalogueFile {
  const file = CatalogueFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const categories = new Set(file.categories.map((c) => c.code));
  const seen = new Set<string>();
  for (const product of file.products) {
    if (!categories.has(product.categoria)) throw new Error(`${product.codice}: unknown category ${product.categoria}`);
    for (const price of product.prices) {
      const key = `${product.codice} ${price.durata}`;
      if (seen.has(key)) throw new Error(`${key} is listed twice`);
      seen.add(key);
    }
  }
  return file;
}

/**
 * Loads a catalogue into the database, in the caller's transaction: categories and products are
 * inserted or updated by code (and duration); products and categories the file no longer has are
 * removed (resellers' markups on a removed category with it). Answers how many rows it wrote.
 */
export async function loadCatalogue(
  db: Db,
  file: CatalogueFile,
  now = new Date(),
): Promise<{ categories: number; products: number }> {
  for (const c of file.categories) {
    await db
      .insertInto('catalogue_categories')
      .values({ code: c.code, posizione: -1 - file.categories.indexOf(c), nome: JSON.stringify(c.nome) })
      .onConflict((oc) =>
        oc.column('code').doUpdateSet({ posizione: -1 - file.categories.indexOf(c), nome: JSON.stringify(c.nome) }),
      )
      .execute();
  }
  // Positions are unique: written negative first, then set, so a reordering never collides.
  for (const c of file.categories) {
    await db.updateTable('catalogue_categories').set({ posizione: c.posizione }).where('code', '=', c.code).execute();
  }
  const rows = file.products.flatMap((p, index) =>
    p.prices.map((price) => ({
      codice: p.codice,
      durata: price.durata,
      categoria: p.categoria,
      posizione: index + 1,
      group_code: p.group_code,
      tld: p.tld,
      min_ram: p.min_ram,
      qt: p.qt,
      nome: JSON.stringify(p.nome),
      descrizione: p.descrizione === null ? null : JSON.stringify(p.descrizione),
      features: JSON.stringify(p.features),
      prezzo_eur: price.eur,
      prezzo_chf: price.chf,
      prezzo_scontato_eur: price.scontato_eur,
      prezzo_scontato_chf: price.scontato_chf,
      updated_at: now,
    })),
  );
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('catalogue_products')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) =>
        oc.columns(['codice', 'durata']).doUpdateSet((eb) => ({
          categoria: eb.ref('excluded.categoria'),
          posizione: eb.ref('excluded.posizione'),
          group_code: eb.ref('excluded.group_code'),
          tld: eb.ref('excluded.tld'),
          min_ram: eb.ref('excluded.min_ram'),
          qt: eb.ref('excluded.qt'),
          nome: eb.ref('excluded.nome'),
          descrizione: eb.ref('excluded.descrizione'),
          features: eb.ref('excluded.features'),
          prezzo_eur: eb.ref('excluded.prezzo_eur'),
          prezzo_chf: eb.ref('excluded.prezzo_chf'),
          prezzo_scontato_eur: eb.ref('excluded.prezzo_scontato_eur'),
          prezzo_scontato_chf: eb.ref('excluded.prezzo_scontato_chf'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
  const kept = rows.map((r) => `${r.codice} ${r.durata}`);
  await db.deleteFrom('catalogue_products').where(sql<string>`codice || ' ' || durata`, 'not in', kept).execute();
  // A category the file no longer has goes, and with it the markups on it.
  await db
    .deleteFrom('catalogue_categories')
    .where(
      'code',
      'not in',
      file.categories.map((c) => c.code),
    )
    .execute();
  return { categories: file.categories.length, products: rows.length };
}

/** The ops command `catalogue load [file]`: a provider's price list replaces the one in the database, audited. */
export async function importCatalogue(
  ctx: UseCaseContext,
  file: CatalogueFile,
): Promise<{ categories: number; products: number }> {
  return inTransaction(ctx, async (tx) => {
    const counts = await loadCatalogue(tx.db, file, tx.now);
    await writeAudit(tx.db, tx.source, { action: 'catalogue.loaded', companyId: null, after: counts });
    return counts;
  });
}
