import type { Config } from '../config.ts';
import type { Access } from './access/access-guard.ts';
import type { Actor } from './access/actor.ts';
import type { Db } from './db/database.ts';

/** What buildApp decorates Fastify with, and what routes may declare in `config`. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Keyed digest of a session, form or browser token: what the database stores. */
    digest(token: string): string;
  }
  interface FastifyRequest {
    /** Set for /api and /rest calls that carry a live session. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Required on every /api and /rest route; enforced by the access guard. */
    access?: Access;
    /** false: exempt from the X-Requested-With check (payment providers' callbacks). */
    csrf?: boolean;
  }
}
