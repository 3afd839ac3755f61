import { LANGUAGES, type SkillType } from '@sportello/domain';
import { createAuthRequest } from '../features/auth/auth-request-store.ts';
import { createInvite } from '../modules/users/index.ts';
import type { Db } from '../platform/db/database.ts';
import { demoTerms } from './terms-text.ts';

/**
 * Onboarding demo rows: the skills catalogue, the reseller's skills, the
 * customer contract of each billing entity in four languages, a pending
 * invitation and a pending access request with fixed keys (demo data only —
 * real keys are random).
 */
export const DEMO_SKILLS: readonly { nome: string; tipo: SkillType }[] = [
  { nome: 'Sviluppo siti web', tipo: 'skill' },
  { nome: 'E-commerce', tipo: 'skill' },
  { nome: 'Web design e UX', tipo: 'skill' },
  { nome: 'Grafica e branding', tipo: 'skill' },
  { nome: 'SEO e posizionamento', tipo: 'skill' },
  { nome: 'Social media marketing', tipo: 'skill' },
  { nome: 'Sviluppo app mobile', tipo: 'skill' },
  { nome: 'Software su misura', tipo: 'skill' },
  { nome: 'Consulenza IT', tipo: 'skill' },
  { nome: 'Sistemistica e server', tipo: 'skill' },
  { nome: 'Sicurezza informatica', tipo: 'skill' },
  { nome: 'Migrazioni di siti e posta', tipo: 'skill' },
  { nome: 'Posta elettronica e PEC', tipo: 'skill' },
  { nome: 'Backup e disaster recovery', tipo: 'skill' },
  { nome: 'Assistenza e manutenzione', tipo: 'skill' },
  { nome: 'WordPress', tipo: 'tech skill' },
  { nome: 'WooCommerce', tipo: 'tech skill' },
  { nome: 'PrestaShop', tipo: 'tech skill' },
  { nome: 'Magento', tipo: 'tech skill' },
  { nome: 'Joomla', tipo: 'tech skill' },
  { nome: 'PHP', tipo: 'tech skill' },
  { nome: 'Node.js', tipo: 'tech skill' },
  { nome: 'Python', tipo: 'tech skill' },
  { nome: 'React', tipo: 'tech skill' },
  { nome: 'MySQL e MariaDB', tipo: 'tech skill' },
  { nome: 'Docker e Kubernetes', tipo: 'tech skill' },
  { nome: 'cPanel e WHM', tipo: 'tech skill' },
  { nome: 'DNS e domini', tipo: 'tech skill' },
  { nome: 'Commercio e retail', tipo: 'business sector' },
  { nome: 'Turismo e ospitalità', tipo: 'business sector' },
  { nome: 'Manifattura e industria', tipo: 'business sector' },
  { nome: 'Studi professionali', tipo: 'business sector' },
  { nome: 'Sanità', tipo: 'business sector' },
  { nome: 'Pubblica amministrazione', tipo: 'business sector' },
  { nome: 'Istruzione e formazione', tipo: 'business sector' },
  { nome: 'Enti non profit', tipo: 'business sector' },
  { nome: 'Agroalimentare', tipo: 'business sector' },
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
  const skills = await db.insertInto('skills').values([...DEMO_SKILLS]).returning(['id', 'nome']).execute();
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
      .values(LANGUAGES.map((lingua) => ({ tipo: 'customer', fatturante_id: f.id, lingua, ...demoTerms(lingua, party) })))
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
