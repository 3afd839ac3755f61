import type { Language, OfferDetail } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import { resolveBrand, type BrandOverrides } from '../../platform/settings/brand.ts';
import { renderOfferPdf } from './offer-pdf.ts';

const line = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim() !== '').join(' ');

/** The offer's PDF (GET /rest/offer-pdf, and the file the offer mails carry): issuer, customer, lines, totals. */
export async function offerPdf(
  db: Db,
  brandOverrides: BrandOverrides,
  offer: OfferDetail,
  language: Language,
): Promise<Buffer> {
  const customer = await db
    .selectFrom('aziende')
    .leftJoin('fatturanti', 'fatturanti.id', 'aziende.fatturante_id')
    .select([
      'aziende.ragione_sociale',
      'aziende.indirizzo',
      'aziende.cap',
      'aziende.citta',
      'aziende.provincia',
      'aziende.stato',
      'aziende.partita_iva',
      'fatturanti.ragione_sociale as issuer_name',
      'fatturanti.indirizzo as issuer_indirizzo',
      'fatturanti.cap as issuer_cap',
      'fatturanti.citta as issuer_citta',
      'fatturanti.stato as issuer_stato',
      'fatturanti.piva as issuer_piva',
    ])
    .where('aziende.id', '=', offer.id_azienda)
    .executeTakeFirstOrThrow();
  const brand = await resolveBrand(db, brandOverrides);
  return renderOfferPdf(
    offer,
    {
      ragione_sociale: customer.issuer_name ?? brand.name,
      address: line(customer.issuer_indirizzo, customer.issuer_cap, customer.issuer_citta, customer.issuer_stato),
      piva: customer.issuer_piva ?? '',
    },
    {
      ragione_sociale: customer.ragione_sociale,
      address: line(customer.indirizzo, customer.cap, customer.citta, customer.provincia, customer.stato),
      partita_iva: customer.partita_iva,
    },
    language,
    brand.name,
  );
}
