import { LANGUAGES, type Language } from '@sportello/domain';
import type { Db } from '../platform/db/database.ts';
import { APPROVED_ITALIAN_COMPANY, insertDemoMember } from './demo-rows.ts';
import { renderDocumentPdf } from './document-pdf.ts';
import { DEMO_DOCUMENTS } from './document-texts.ts';
import { demoPartnerContract } from './partner-contract-text.ts';

/**
 * Documents, become partner and projects demo rows: the useful documents of
 * both billing entities in four languages (PDFs rendered here), the
 * partner-programme contract, a project `owner` submitted, and `candidato`,
 * owner of an approved Italian customer with no parent — the company the
 * become-partner journey sends its request for.
 */
export const DEMO_CANDIDATE = {
  username: 'candidato',
  email: 'elena.galli@officinagalli.example',
  company: 'Officina Galli S.r.l.',
} as const;

export const DEMO_PROJECT = {
  nome: 'Nuovo e-commerce per lo showroom',
  descrizione: 'Negozio online del catalogo arredi, con pagamenti e gestione del magazzino collegata al gestionale.',
  dominio: 'rossiarredamenti.example',
  tempistiche: 'Online entro la primavera',
  budget: 1_500_000,
  contatti: 'Mario Rossi, 02 2941 7730, mario.rossi@rossiarredamenti.example',
  requirements: ['E-commerce', 'WooCommerce', 'Commercio e retail'],
} as const;

const PDF_NOTICE: Record<Language, string> = {
  it: 'Documento dimostrativo di un fornitore immaginario: non ha valore legale.',
  en: 'Sample document of a made-up provider: it has no legal value.',
  de: 'Musterdokument eines erfundenen Anbieters: ohne rechtliche Gültigkeit.',
  fr: 'Document d’exemple d’un fournisseur fictif : sans valeur juridique.',
};

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

async function seedDocuments(db: Db): Promise<void> {
  const fatturanti = await db.selectFrom('fatturanti').select(['id', 'strid', 'ragione_sociale']).execute();
  for (const f of fatturanti) {
    await db
      .insertInto('terms')
      .values(
        LANGUAGES.map((lingua) => ({
          tipo: 'partner',
          fatturante_id: f.id,
          lingua,
          ...demoPartnerContract(lingua, f.ragione_sociale),
        })),
      )
      .execute();
    const documents = DEMO_DOCUMENTS.filter((d) => d.strid === undefined || d.strid === f.strid);
    for (const lingua of LANGUAGES) {
      const rows = await Promise.all(
        documents.map(async (d, position) => {
          const { nome, descrizione, body } = d.texts[lingua];
          const file = d.contract
            ? { contract_type: d.contract }
            : {
                filename: `${slug(nome)}-${f.strid.toLowerCase()}-${lingua}.pdf`,
                content: await renderDocumentPdf({
                  issuer: f.ragione_sociale,
                  title: nome,
                  description: descrizione,
                  lines: body ?? [],
                  notice: PDF_NOTICE[lingua],
                }),
              };
          return {
            sezione: d.sezione,
            fatturante_id: f.id,
            lingua,
            nome,
            descrizione,
            reseller_only: d.reseller_only ?? false,
            position,
            ...file,
          };
        }),
      );
      await db.insertInto('documents').values(rows).execute();
    }
  }
}

async function seedCandidate(db: Db, bbw: number, passwordHash: string): Promise<void> {
  const { id: companyId } = await db
    .insertInto('aziende')
    .values({
      ...APPROVED_ITALIAN_COMPANY,
      ragione_sociale: DEMO_CANDIDATE.company,
      fatturante_id: bbw,
      indirizzo: 'Via Borgo Palazzo 88',
      cap: '24125',
      citta: 'Bergamo',
      provincia: 'BG',
      telefono: '+39 035 240 1188',
      partita_iva: '03987650169',
      codice_fiscale: '03987650169',
      email_pec: 'officinagalli@pec.officinagalli.example',
      sdi: 'W7YVJK9',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertDemoMember(db, companyId, passwordHash, {
    username: DEMO_CANDIDATE.username,
    email: DEMO_CANDIDATE.email,
    firstname: 'Elena',
    lastname: 'Galli',
    grants: ['owner'],
    email_subscriptions: ['technical', 'billing'],
  });
}

async function seedProject(db: Db, rossi: number): Promise<void> {
  const owner = await db.selectFrom('users').select('id').where('username', '=', 'owner').executeTakeFirstOrThrow();
  const skills = await db
    .selectFrom('skills')
    .select('id')
    .where('nome', 'in', [...DEMO_PROJECT.requirements])
    .execute();
  const createdAt = new Date(Date.now() - 12 * 86_400_000);
  const { requirements: _names, ...fields } = DEMO_PROJECT;
  const { id } = await db
    .insertInto('projects')
    .values({
      ...fields,
      company_id: rossi,
      user_id: owner.id,
      currency: 'EUR',
      authorized_at: createdAt,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('project_requirements')
    .values(skills.map((s) => ({ project_id: id, skill_id: s.id })))
    .execute();
}

export interface PartnerSeedContext {
  companyIds: Record<'rossi', number>;
  passwordHash: string;
}

export async function seedPartnerProjects(db: Db, { companyIds, passwordHash }: PartnerSeedContext): Promise<void> {
  const bbw = await db.selectFrom('fatturanti').select('id').where('strid', '=', 'BBW').executeTakeFirstOrThrow();
  await seedDocuments(db);
  await seedCandidate(db, bbw.id, passwordHash);
  await seedProject(db, companyIds.rossi);
}
