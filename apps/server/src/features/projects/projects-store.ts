import type { Currency, Language, Project, Skill, SkillType } from '@sportello/domain';
import type { ListQuery, Page, ListSortKey, projectsApi } from '@sportello/domain/api';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import { localizedSkills } from '../../modules/company/index.ts';
import { pagedList } from '../../platform/db/paginate.ts';

/** The catalogue a project picks its requirements from: skills, tech skills, business sectors. */
export async function listRequirements(db: Db, language: Language): Promise<Skill[]> {
  return localizedSkills(db, language);
}

/** How many of these ids name a skill of the catalogue. */
export async function countKnownSkills(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('skills')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('id', 'in', [...ids])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const projects = pagedList({
  rows: (qb, _shape: null, v: { company: number }) =>
    qb
      .selectFrom('projects')
      .select(['id', 'created_at', 'nome', 'descrizione', 'dominio', 'tempistiche', 'budget', 'currency', 'contatti'])
      .where('company_id', '=', v.company),
  search: ['projects.nome', 'projects.descrizione'],
  columns: { created_at: 'projects.created_at' },
  tieBreaker: 'projects.id',
});

/** A page of one company's projects (newest first unless asked otherwise), each with its requirements. */
export async function listProjects(
  db: Db,
  scope: CompanyScope,
  list: ListQuery<ListSortKey<typeof projectsApi.list>>,
): Promise<Page<Project>> {
  const page = await projects.page(db, list, null, { company: scope.company.id });
  const ids = page.items.map((p) => p.id);
  const requirements = ids.length
    ? await db
        .selectFrom('project_requirements')
        .innerJoin('skills', 'skills.id', 'project_requirements.skill_id')
        .select(['project_requirements.project_id', 'skills.id', 'skills.nome', 'skills.tipo'])
        .where('project_requirements.project_id', 'in', ids)
        .orderBy('skills.tipo')
        .orderBy('skills.nome')
        .execute()
    : [];
  const items = page.items.map(({ created_at, currency, ...p }) => ({
    ...p,
    data: created_at.toISOString(),
    currency: currency as Currency,
    id_requirements: requirements
      .filter((r) => r.project_id === p.id)
      .map((r) => ({ id: r.id, nome: r.nome, tipo: r.tipo as SkillType })),
  }));
  return { ...page, items };
}

export interface NewProject {
  companyId: number;
  userId: number | null;
  nome: string;
  descrizione: string;
  dominio: string;
  tempistiche: string;
  budget: number | null;
  currency: Currency;
  contatti: string;
  skillIds: readonly number[];
  createdAt?: Date;
}

/** Inserts a project and its requirements; the caller's transaction makes the two one change. */
export async function createProject(trx: Db, p: NewProject): Promise<number> {
  const now = p.createdAt ?? new Date();
  const { id } = await trx
    .insertInto('projects')
    .values({
      company_id: p.companyId,
      user_id: p.userId,
      nome: p.nome,
      descrizione: p.descrizione,
      dominio: p.dominio,
      tempistiche: p.tempistiche,
      budget: p.budget,
      currency: p.currency,
      contatti: p.contatti,
      authorized_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('project_requirements')
    .values([...new Set(p.skillIds)].map((skill_id) => ({ project_id: id, skill_id })))
    .execute();
  return id;
}
