import { LANGUAGES, type SkillType } from '@sportello/domain';
import { createAuthRequest, createInvite } from '../modules/users/index.ts';
import type { Db } from '../platform/db/database.ts';
import type { LocalizedText } from '../platform/db/schema.ts';
import { demoTerms } from './terms-text.ts';

/**
 * Onboarding demo rows: the skills catalogue, the reseller's skills, the
 * customer contract of each billing entity in four languages, a pending
 * invitation and a pending access request with fixed keys (demo data only —
 * real keys are random).
 */
const skill = (it: string, en: string, de: string, fr: string, tipo: SkillType) => ({
  nome: it,
  nomi: { it, en, de, fr },
  tipo,
});

/** The skills catalogue, each name in the four languages (product names stay as they are). */
export const DEMO_SKILLS: readonly { nome: string; nomi: LocalizedText; tipo: SkillType }[] = [
  skill('Sviluppo siti web', 'Website development', 'Website-Entwicklung', 'Développement de sites web', 'skill'),
  skill('E-commerce', 'E-commerce', 'E-Commerce', 'E-commerce', 'skill'),
  skill('Web design e UX', 'Web design and UX', 'Webdesign und UX', 'Web design et UX', 'skill'),
  skill(
    'Grafica e branding',
    'Graphic design and branding',
    'Grafikdesign und Branding',
    'Graphisme et image de marque',
    'skill',
  ),
  skill(
    'SEO e posizionamento',
    'SEO and search ranking',
    'SEO und Suchmaschinen-Ranking',
    'SEO et référencement',
    'skill',
  ),
  skill(
    'Social media marketing',
    'Social media marketing',
    'Social-Media-Marketing',
    'Marketing sur les réseaux sociaux',
    'skill',
  ),
  skill(
    'Sviluppo app mobile',
    'Mobile app development',
    'Entwicklung mobiler Apps',
    'Développement d’applications mobiles',
    'skill',
  ),
  skill('Software su misura', 'Custom software', 'Individualsoftware', 'Logiciels sur mesure', 'skill'),
  skill('Consulenza IT', 'IT consulting', 'IT-Beratung', 'Conseil informatique', 'skill'),
  skill(
    'Sistemistica e server',
    'Systems and server administration',
    'System- und Serveradministration',
    'Administration de systèmes et serveurs',
    'skill',
  ),
  skill('Sicurezza informatica', 'IT security', 'IT-Sicherheit', 'Sécurité informatique', 'skill'),
  skill(
    'Migrazioni di siti e posta',
    'Website and e-mail migrations',
    'Website- und E-Mail-Migrationen',
    'Migrations de sites et de messagerie',
    'skill',
  ),
  skill(
    'Posta elettronica e PEC',
    'E-mail and certified e-mail (PEC)',
    'E-Mail und zertifizierte E-Mail (PEC)',
    'Messagerie et courriel certifié (PEC)',
    'skill',
  ),
  skill(
    'Backup e disaster recovery',
    'Backup and disaster recovery',
    'Backup und Disaster Recovery',
    'Sauvegarde et reprise après sinistre',
    'skill',
  ),
  skill(
    'Assistenza e manutenzione',
    'Support and maintenance',
    'Support und Wartung',
    'Assistance et maintenance',
    'skill',
  ),
  skill('WordPress', 'WordPress', 'WordPress', 'WordPress', 'tech skill'),
  skill('WooCommerce', 'WooCommerce', 'WooCommerce', 'WooCommerce', 'tech skill'),
  skill('PrestaShop', 'PrestaShop', 'PrestaShop', 'PrestaShop', 'tech skill'),
  skill('Magento', 'Magento', 'Magento', 'Magento', 'tech skill'),
  skill('Joomla', 'Joomla', 'Joomla', 'Joomla', 'tech skill'),
  skill('PHP', 'PHP', 'PHP', 'PHP', 'tech skill'),
  skill('Node.js', 'Node.js', 'Node.js', 'Node.js', 'tech skill'),
  skill('Python', 'Python', 'Python', 'Python', 'tech skill'),
  skill('React', 'React', 'React', 'React', 'tech skill'),
  skill('MySQL e MariaDB', 'MySQL and MariaDB', 'MySQL und MariaDB', 'MySQL et MariaDB', 'tech skill'),
  skill('Docker e Kubernetes', 'Docker and Kubernetes', 'Docker und Kubernetes', 'Docker et Kubernetes', 'tech skill'),
  skill('cPanel e WHM', 'cPanel and WHM', 'cPanel und WHM', 'cPanel et WHM', 'tech skill'),
  skill('DNS e domini', 'DNS and domains', 'DNS und Domains', 'DNS et noms de domaine', 'tech skill'),
  skill(
    'Commercio e retail',
    'Trade and retail',
    'Handel und Einzelhandel',
    'Commerce et distribution',
    'business sector',
  ),
  skill(
    'Turismo e ospitalità',
    'Tourism and hospitality',
    'Tourismus und Gastgewerbe',
    'Tourisme et hôtellerie',
    'business sector',
  ),
  skill(
    'Manifattura e industria',
    'Manufacturing and industry',
    'Fertigung und Industrie',
    'Fabrication et industrie',
    'business sector',
  ),
  skill(
    'Studi professionali',
    'Professional firms',
    'Kanzleien und Büros',
    'Cabinets professionnels',
    'business sector',
  ),
  skill('Sanità', 'Healthcare', 'Gesundheitswesen', 'Santé', 'business sector'),
  skill(
    'Pubblica amministrazione',
    'Public administration',
    'Öffentliche Verwaltung',
    'Administration publique',
    'business sector',
  ),
  skill(
    'Istruzione e formazione',
    'Education and training',
    'Bildung und Weiterbildung',
    'Enseignement et formation',
    'business sector',
  ),
  skill(
    'Enti non profit',
    'Non-profit organisations',
    'Non-Profit-Organisationen',
    'Organismes à but non lucratif',
    'business sector',
  ),
  skill(
    'Agroalimentare',
    'Food and agriculture',
    'Lebensmittel und Landwirtschaft',
    'Agroalimentaire',
    'business sector',
  ),
];

/** The demo reseller (Alpi Digital SA): its main skill and all its skills. */
export const DEMO_RESELLER_SKILLS = {
  main: 'Sviluppo siti web',
  requirements: ['Sviluppo siti web', 'E-commerce', 'WordPress', 'WooCommerce', 'cPanel e WHM', 'Turismo e ospitalità'],
} as const;

/** `tecnico` invited to Bianchi & Figli by `multi`: /auth/accept-invite/demo-invito-tecnico-bianchi. */
export const DEMO_INVITE = {
  key: 'demo-invito-tecnico-bianchi',
  email: 'giulia.ferri@rossiarredamenti.example',
  grants: ['developer'],
  email_subscriptions: ['technical'],
} as const;

/**
 * `reseller` asks to administer Rossi Arredamenti; `owner` authorises it at
 * /auth/authorize-user/{Rossi's id};{reseller's id};demo-autorizza-reseller-rossi.
 */
export const DEMO_AUTH_REQUEST = { key: 'demo-autorizza-reseller-rossi' } as const;

const DEMO_KEY_TTL_DAYS = 3650;

export interface OnboardingSeedContext {
  companyIds: Record<'rossi' | 'alpi' | 'bianchi', number>;
  supportEmail: string;
}

export async function seedOnboarding(db: Db, { companyIds, supportEmail }: OnboardingSeedContext): Promise<void> {
  const skills = await db
    .insertInto('skills')
    .values(DEMO_SKILLS.map((s) => ({ ...s, nomi: JSON.stringify(s.nomi) })))
    .returning(['id', 'nome'])
    .execute();
  const skillId = (nome: string) => {
    const skill = skills.find((s) => s.nome === nome);
    if (!skill) throw new Error(`Demo skill ${nome} is not in the catalogue`);
    return skill.id;
  };
  await db
    .insertInto('company_skills')
    .values(DEMO_RESELLER_SKILLS.requirements.map((nome) => ({ company_id: companyIds.alpi, skill_id: skillId(nome) })))
    .execute();
  await db
    .updateTable('aziende')
    .set({ id_main_skill: skillId(DEMO_RESELLER_SKILLS.main) })
    .where('id', '=', companyIds.alpi)
    .execute();

  const fatturanti = await db.selectFrom('fatturanti').selectAll().execute();
  for (const f of fatturanti) {
    const party = { ...f, foro: f.citta, support_email: supportEmail };
    await db
      .insertInto('terms')
      .values(
        LANGUAGES.map((lingua) => ({ tipo: 'customer', fatturante_id: f.id, lingua, ...demoTerms(lingua, party) })),
      )
      .execute();
  }

  const userId = async (username: string) =>
    (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  await createInvite(db, {
    companyId: companyIds.bianchi,
    email: DEMO_INVITE.email,
    grants: [...DEMO_INVITE.grants],
    email_subscriptions: [...DEMO_INVITE.email_subscriptions],
    invitedBy: await userId('multi'),
    ttlDays: DEMO_KEY_TTL_DAYS,
    key: DEMO_INVITE.key,
  });
  await createAuthRequest(db, {
    companyId: companyIds.rossi,
    userId: await userId('reseller'),
    ttlDays: DEMO_KEY_TTL_DAYS,
    key: DEMO_AUTH_REQUEST.key,
  });
}
