import { OPPORTUNITY_VALIDITY_DAYS } from '@sportello/domain';
import type { Db } from '../platform/db/database.ts';
import { APPROVED_ITALIAN_COMPANY } from './demo-rows.ts';
import { DEMO_PROJECT } from './partner-seed.ts';

/**
 * Opportunities, introduction and survey demo rows: leads for `reseller` (Alpi Digital) in every
 * state — two waiting (one of them also offered to a second reseller, Ceresio Web, competing for
 * it), one accepted with the requester's data, one rejected, one taken by Ceresio (so 'scaduta' for
 * Alpi), one past its expiry — and Alpi's introduction and survey answers with a logo.
 */
export const DEMO_COMPETITOR = 'Ceresio Web Sagl';

const DAY = 86_400_000;

interface DemoLead {
  company: 'rossi' | 'bianchi' | 'pasticceria' | 'bernasconi';
  project: {
    nome: string;
    descrizione: string;
    dominio: string;
    tempistiche: string;
    budget: number | null;
    contatti: string;
  };
  requirements: readonly string[];
  daysAgo: number;
  alpi: 'attesa' | 'accettata' | 'rifiutata' | 'scaduta';
  ceresio?: 'attesa' | 'accettata';
}

/** The demo's leads; the first is the project `owner` submitted (partner-seed.ts). */
export const DEMO_LEADS: readonly DemoLead[] = [
  {
    company: 'bianchi',
    project: {
      nome: 'Prenotazioni online per l’officina',
      descrizione: 'Calendario di prenotazione dei tagliandi sul sito, con promemoria via e-mail ai clienti.',
      dominio: 'bianchiefigli.example',
      tempistiche: 'Entro due mesi',
      budget: 600_000,
      contatti: 'Andrea Bianchi, 011 812 4455',
    },
    requirements: ['Sviluppo siti web', 'WordPress'],
    daysAgo: 3,
    alpi: 'attesa',
  },
  {
    company: 'pasticceria',
    project: {
      nome: 'Ordini online delle torte',
      descrizione: 'Vetrina dei prodotti con ordini e ritiro in negozio, pagamento con carta.',
      dominio: 'pasticceriaticinese.example',
      tempistiche: 'Prima di Natale',
      budget: 450_000,
      contatti: 'Sara Fontana, 091 751 09 62, sara@pasticceriaticinese.example',
    },
    requirements: ['E-commerce', 'WooCommerce'],
    daysAgo: 26,
    alpi: 'accettata',
  },
  {
    company: 'bernasconi',
    project: {
      nome: 'Portfolio dei progetti dello studio',
      descrizione: 'Galleria dei progetti con schede, foto ad alta risoluzione e area riservata ai clienti.',
      dominio: 'studiobernasconi.example',
      tempistiche: '',
      budget: null,
      contatti: 'Marco Bernasconi, 091 825 30 18',
    },
    requirements: ['Sviluppo siti web', 'Web design e UX'],
    daysAgo: 18,
    alpi: 'rifiutata',
  },
  {
    company: 'bianchi',
    project: {
      nome: 'Migrazione della posta aziendale',
      descrizione: 'Spostare dieci caselle e il sito su un nuovo hosting senza interruzioni.',
      dominio: 'bianchiefigli.example',
      tempistiche: 'Subito',
      budget: 120_000,
      contatti: 'Andrea Bianchi, 011 812 4455',
    },
    requirements: ['cPanel e WHM', 'Sviluppo siti web'],
    daysAgo: 9,
    alpi: 'scaduta',
    ceresio: 'accettata',
  },
  {
    company: 'bianchi',
    project: {
      nome: 'Restyling del sito vetrina',
      descrizione: 'Nuova grafica e testi per il sito aziendale di cinque pagine.',
      dominio: 'bianchiefigli.example',
      tempistiche: 'In estate',
      budget: 300_000,
      contatti: 'Andrea Bianchi, 011 812 4455',
    },
    requirements: ['Sviluppo siti web'],
    daysAgo: OPPORTUNITY_VALIDITY_DAYS + 15,
    alpi: 'attesa',
  },
];

/** A made-up logo for the demo partner, drawn here (uploads of SVG are refused; this never leaves the seed). */
async function demoLogo(): Promise<{ content: Buffer; preview: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" rx="48" fill="#0b6e4f"/>
  <path d="M40 196 L108 84 L148 148 L172 112 L216 196 Z" fill="#ffffff"/>
</svg>`;
  const { default: sharp } = await import('sharp');
  const content = await sharp(Buffer.from(svg)).png().toBuffer();
  const preview = await sharp(content).resize(64, 64, { fit: 'inside' }).png().toBuffer();
  return { content, preview };
}

export interface OpportunitiesSeedContext {
  companyIds: Record<'rossi' | 'alpi' | 'bianchi' | 'pasticceria' | 'bernasconi', number>;
  bsw: number;
}

export async function seedOpportunities(db: Db, { companyIds, bsw }: OpportunitiesSeedContext): Promise<void> {
  const now = Date.now();
  const skills = await db.selectFrom('skills').select(['id', 'nome']).execute();
  const skillId = (nome: string) => skills.find((s) => s.nome === nome)!.id;

  const { id: ceresio } = await db
    .insertInto('aziende')
    .values({
      ...APPROVED_ITALIAN_COMPANY,
      ragione_sociale: DEMO_COMPETITOR,
      stato: 'CH',
      currency: 'CHF',
      fatturante_id: bsw,
      iva: 8.1,
      indirizzo: 'Riva Caccia 4',
      cap: '6900',
      citta: 'Lugano',
      provincia: 'TI',
      telefono: '+41 91 994 12 70',
      partita_iva: 'CHE-318.204.667',
      is_reseller: true,
      sconto: 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('company_skills')
    .values(
      ['Sviluppo siti web', 'E-commerce', 'cPanel e WHM'].map((nome) => ({
        company_id: ceresio,
        skill_id: skillId(nome),
      })),
    )
    .execute();

  const offer = (projectId: number, company: number, stato: string, createdAt: Date, matched: number) => ({
    project_id: projectId,
    company_id: company,
    stato,
    matched_skills: matched,
    created_at: createdAt,
    expires_at: new Date(createdAt.getTime() + OPPORTUNITY_VALIDITY_DAYS * DAY),
    decided_at: stato === 'accettata' || stato === 'rifiutata' ? new Date(createdAt.getTime() + DAY) : null,
  });

  // The project `owner` submitted: waiting for Alpi and for Ceresio, the two compete for it.
  const ownerProject = await db
    .selectFrom('projects')
    .select(['id', 'created_at'])
    .where('company_id', '=', companyIds.rossi)
    .where('nome', '=', DEMO_PROJECT.nome)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('opportunities')
    .values([
      offer(ownerProject.id, companyIds.alpi, 'attesa', ownerProject.created_at, 2),
      offer(ownerProject.id, ceresio, 'attesa', ownerProject.created_at, 1),
    ])
    .execute();

  for (const lead of DEMO_LEADS) {
    const createdAt = new Date(now - lead.daysAgo * DAY);
    const { id } = await db
      .insertInto('projects')
      .values({
        ...lead.project,
        company_id: companyIds[lead.company],
        user_id: null,
        currency: lead.company === 'bianchi' ? 'EUR' : 'CHF',
        authorized_at: createdAt,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('project_requirements')
      .values(lead.requirements.map((nome) => ({ project_id: id, skill_id: skillId(nome) })))
      .execute();
    await db
      .insertInto('opportunities')
      .values([
        offer(id, companyIds.alpi, lead.alpi, createdAt, lead.requirements.length),
        ...(lead.ceresio ? [offer(id, ceresio, lead.ceresio, createdAt, 1)] : []),
      ])
      .execute();
  }

  await db
    .insertInto('company_introductions')
    .values({
      company_id: companyIds.alpi,
      presentazione:
        'Alpi Digital è una web agency di Lugano: siti, negozi online e hosting gestito per aziende del Ticino dal 2012.',
      receive_opportunity: true,
      categoria_prospect: 'web_agency',
      dipendenti: '6-20',
      anni_attivita: '10-20',
      fatturato: '500k-1m',
      clienti: '100-1000',
      dimensione_clienti: JSON.stringify(['small', 'small_medium']),
      associazioni: JSON.stringify(['swico']),
      preferenza_fatturazione: 'mixed',
      admin_pros: 'Pannello chiaro e assistenza veloce.',
      admin_cons: 'Vorremmo più report sui consumi.',
      admin_feature_request: 'Esportazione dei consumi per cliente.',
    })
    .execute();
  const logo = await demoLogo();
  await db
    .insertInto('company_files')
    .values({
      company_id: companyIds.alpi,
      kind: 'logo',
      filename: 'alpi-digital-logo.png',
      content_type: 'image/png',
      size: logo.content.length,
      content: logo.content,
      preview: logo.preview,
    })
    .execute();
}
