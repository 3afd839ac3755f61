import type { Config } from '../config.ts';
import type { Access, EndpointSpec, OnboardingAccess } from '@sportello/domain/api';
import type { Actor } from './access/actor.ts';
import type { ChangeFeed } from './db/change-bus.ts';
import type { Db } from './db/database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { WorkQueues } from './work-queues/work-queues.ts';

/** What buildApp decorates Fastify with, and what routes may declare in `config`. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Where use cases enqueue jobs; null in apps that run none (tests, tools). */
    jobs: JobQueue | null;
    /** Keyed digest of a session, form or browser token: what the database stores. */
    digest(token: string): string;
    /** Tells the in-process read caches what changed (platform/db/change-bus.ts). */
    changes: ChangeFeed;
    /** What answered calls still do (platform/http/after-response.ts). */
    pendingWork: Set<Promise<void>>;
    /** The operators' queues, each registered by the feature that owns its requests. */
    workQueues: WorkQueues;
  }
  interface FastifyRequest {
    /** Set for /api and /rest calls that carry a live session. */
    actor: Actor | null;
    /**
     * The change feed's version when the actor was looked up: an answer made from the actor may be
     * remembered only if none of its tables changed since (ReadCache.get's readSince).
     */
    actorReadSince: number;
  }
  interface FastifyContextConfig {
    /** Required on every /api and /rest route; enforced by the access guard. */
    access?: Access;
    /** 'allowed': a company call onboarding itself makes, answered before the terms and the approval. */
    onboarding?: OnboardingAccess;
    /** The declaration the route was registered from (platform/http/endpoint-routes.ts). */
    endpoint?: EndpointSpec;
    /** false: exempt from the X-Requested-With check (payment providers' callbacks). */
    csrf?: boolean;
  }
}
