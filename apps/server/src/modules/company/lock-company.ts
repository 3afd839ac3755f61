import type { CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Azienda } from '../../platform/db/schema.ts';
import { notFoundError } from '../../platform/use-cases/domain-error.ts';
import { findCompanyForUpdate } from './company-store.ts';

/** The company a use case changes, read and locked inside its transaction (the actor's copy may be stale). */
export async function lockCompany(db: Db, scope: CompanyScope): Promise<Azienda> {
  const company = await findCompanyForUpdate(db, scope);
  if (!company) throw notFoundError();
  return company;
}

/** The actor's company, locked in the use case's transaction. */
export const lockActorCompany = (ctx: CompanyContext): Promise<Azienda> => lockCompany(ctx.db, ctx.actor);
