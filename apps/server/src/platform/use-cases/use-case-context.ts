import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Actor, CompanyActor } from '../access/actor.ts';
import { asCompanyActor } from '../access/actor.ts';
import { actorOf } from '../access/require-actor.ts';
import { auditSourceOf } from '../audit/request-source.ts';
import { SYSTEM_SOURCE, type AuditSource } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/**
 * What a use case (one business operation) runs with, whoever calls it: a route, a job or
 * the ops command. The use case opens its own transaction on `db` and writes its audit row
 * with `source`.
 */
export interface UseCaseContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Where use cases enqueue jobs; null in processes that run none (tests, the ops command). */
  jobs: JobQueue | null;
  digest(token: string): string;
  now: Date;
  source: AuditSource;
}

/** A use case acting for a company: the store calls it makes are scoped to `actor.company`. */
export interface CompanyContext extends UseCaseContext {
  actor: CompanyActor;
}

export interface SessionContext extends UseCaseContext {
  actor: Actor;
}

export function contextOf(request: FastifyRequest): UseCaseContext {
  const { db, config, digest, jobs } = request.server;
  return { db, config, digest, jobs, log: request.log, now: new Date(), source: auditSourceOf(request) };
}

/** For handlers behind a 'session' (or stricter) access rule. */
export function sessionContextOf(request: FastifyRequest): SessionContext {
  return { ...contextOf(request), actor: actorOf(request) };
}

/** For handlers behind a 'company' (or stricter) access rule. */
export function companyContextOf(request: FastifyRequest): CompanyContext {
  const context = sessionContextOf(request);
  return { ...context, actor: asCompanyActor(context.actor) };
}

/** The system acting: jobs and the ops command. */
export function systemContext(
  deps: Pick<UseCaseContext, 'db' | 'config' | 'log' | 'digest'> & { jobs?: JobQueue | null },
): UseCaseContext {
  return { ...deps, jobs: deps.jobs ?? null, now: new Date(), source: SYSTEM_SOURCE };
}

/**
 * The one way use cases (and the jobs' steps, whose context is just a database) run in a
 * transaction: their own, or inside a use case that composes several others (one form saving
 * several things) the composer's, so the whole commits or fails as one. The work gets the context
 * with the transaction as its database. `standalone` work must commit before its caller goes on
 * (a payment provider is called next): it refuses to run inside another transaction.
 */
export async function inTransaction<C extends { db: Db }, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
  { standalone = false }: { standalone?: boolean } = {},
): Promise<T> {
  if (ctx.db.isTransaction) {
    if (standalone) throw new Error('This work commits on its own: run it outside any transaction');
    return work(ctx);
  }
  return ctx.db.transaction().execute((trx) => work({ ...ctx, db: trx }));
}
