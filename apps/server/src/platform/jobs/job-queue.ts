import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromKysely, fromPglite, type ConstructorOptions, type QueueOptions } from 'pg-boss';
import { isDatabaseUnavailable, noteOutage } from '../db/database-unavailable.ts';
import { connectionOf, type Db } from '../db/database.ts';
import { errorChain } from '../error-chain.ts';

export interface RetryPolicy {
  /** Tries after the first one; then the job is marked failed. */
  limit: number;
  delaySeconds: number;
  /** Each delay about doubles the previous one (with some jitter), up to maxDelaySeconds. */
  backoff: boolean;
  maxDelaySeconds?: number;
}

export interface JobDefinition<Payload extends object = object> {
  /** Also the queue's name: letters, digits, '.', '-' and '_'. */
  name: string;
  retry: RetryPolicy;
  /**
   * Cron expression in UTC (five fields, or six with seconds first). Each occurrence makes one
   * job however many processes run workers; occurrences closer than a minute count as one.
   */
  schedule?: string;
  /** Up to this many queued jobs are handed to one call of `handle`. Default 1. */
  batchSize?: number;
  handle(payloads: Payload[]): Promise<void>;
}

export interface EnqueueOptions {
  /** The caller's transaction: the job exists only if it commits. */
  trx?: Db;
}

export interface JobQueue {
  start(): Promise<void>;
  /**
   * Starts the queue, trying again every second while the database is out of reach; until it
   * has started, enqueue fails with the database's error. Any other failure is thrown.
   */
  startWhenReachable(): Promise<void>;
  /** Stops taking jobs, waits for the running ones (30 s at most), and lets the database go. */
  stop(): Promise<void>;
  enqueue(name: string, payload?: object, options?: EnqueueOptions): Promise<void>;
  /** The schedules stored in the database, which every worker process runs from. */
  schedules(): Promise<Array<{ name: string; cron: string }>>;
}

export interface JobQueueOptions {
  /** PostgreSQL: the queue opens a small pool of its own on it; PGlite: it shares the instance. */
  db: Db;
  log: FastifyBaseLogger;
  definitions: readonly JobDefinition[];
  /** true: this process runs handlers and schedules; false: it only enqueues (WORKER=0). */
  work: boolean;
  /** How often an idle worker looks for jobs. Default 2 s. */
  pollSeconds?: number;
  /** How often the schedules are checked. Default 30 s (an occurrence stays due for a minute). */
  scheduleCheckSeconds?: number;
}

const STOP_TIMEOUT_MS = 30_000;
/** How often a queue waiting for its database tries again: the queue is back within a second of it. */
const START_RETRY_MS = 1_000;

/**
 * The job queue (pg-boss) on the application's database. Jobs live in the `pgboss` schema of the
 * same database, so an enqueue can commit with the change that asks for it; workers take jobs
 * with SKIP LOCKED, so each job runs in one process, and each schedule occurrence becomes one job
 * however many processes check the schedules.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log, definitions, work } = options;
  const names = new Set(definitions.map((definition) => definition.name));
  /** Made by the first start; started again (pg-boss allows it) after a failed start. */
  let instance: PgBoss | undefined;
  /** The queue once it has started: what enqueue uses. */
  let boss: PgBoss | undefined;
  /** Why the last start failed while the database was out of reach. */
  let unreachable: unknown;
  let stopping = false;

  const started = (): PgBoss => {
    if (!boss) throw new Error('The job queue is not started', unreachable ? { cause: unreachable } : undefined);
    return boss;
  };

  async function connect(): Promise<PgBoss> {
    const check = options.scheduleCheckSeconds;
    const roles: Partial<ConstructorOptions> = {
      // Maintenance and schedules in the processes that work; a web-only one only sends.
      supervise: work,
      schedule: work,
      instanceName: work ? 'worker' : 'web',
      ...(check ? { cronMonitorIntervalSeconds: check, cronWorkerIntervalSeconds: check } : {}),
    };
    const connection = connectionOf(db);
    const instance =
      connection.kind === 'pglite'
        ? new PgBoss({ ...roles, backend: 'pglite', db: fromPglite(await connection.pglite()) })
        : new PgBoss({ ...roles, connectionString: connection.url, max: 4, application_name: 'sportello-jobs' });
    instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
    instance.on('warning', (warning) => log.warn({ data: warning.data }, warning.message));
    return instance;
  }

  async function runWorker(queue: PgBoss, definition: JobDefinition): Promise<void> {
    const workOptions = { batchSize: definition.batchSize ?? 1, pollingIntervalSeconds: options.pollSeconds ?? 2 };
    await queue.work<object>(definition.name, workOptions, async (jobs) => {
      try {
        await definition.handle(jobs.map((job) => job.data));
      } catch (error) {
        log.warn({ job: definition.name, ids: jobs.map((job) => job.id), err: errorChain(error) }, 'job failed');
        throw error;
      }
    });
  }

  async function start(): Promise<void> {
    const queue = (instance ??= await connect());
    try {
      await queue.start();
      // Every queue exists before anything is enqueued: a send inside a transaction then never
      // reads the queue table on another connection, which on PGlite would wait for that very
      // transaction. An existing queue is brought to the retry policy the code declares; one read
      // first, so that a start with nothing changed writes nothing (each write takes pg-boss's lock).
      const existing = new Map((await queue.getQueues([...names])).map((found) => [found.name, found]));
      for (const definition of definitions) {
        const wanted = queueOptions(definition.retry);
        const found = existing.get(definition.name);
        if (!found) await queue.createQueue(definition.name, wanted);
        else if (!hasOptions(found, wanted)) await queue.updateQueue(definition.name, wanted);
      }
    } catch (error) {
      if (isDatabaseUnavailable(error)) unreachable = noteOutage(error);
      throw error;
    }
    boss = queue;
    unreachable = undefined;
    if (!work) return;
    const scheduled = new Set<string>();
    for (const definition of definitions) {
      if (definition.schedule) {
        // missed 'once': after a time with no worker running, one catch-up run rather than none.
        await queue.schedule(definition.name, definition.schedule, {}, { tz: 'UTC', missed: 'once' });
        scheduled.add(definition.name);
      }
      await runWorker(queue, definition);
    }
    // A schedule the code no longer declares would keep making jobs nobody takes.
    for (const stale of await queue.getSchedules()) {
      if (!scheduled.has(stale.name)) await queue.unschedule(stale.name, stale.key);
    }
  }

  return {
    start,
    async startWhenReachable() {
      for (let tries = 0; !stopping; tries += 1) {
        try {
          return await start();
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          if (tries === 0) log.warn({ err: error }, 'the job queue waits for the database');
          await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
        }
      }
    },
    async stop() {
      stopping = true;
      const queue = instance;
      instance = boss = undefined;
      await queue?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
    async enqueue(name, payload = {}, { trx } = {}) {
      if (!names.has(name)) throw new Error(`No job is called ${name}`);
      // Without the caller's transaction pg-boss sends on a pool of its own, whose errors are the database's too.
      await started()
        .send(name, payload, trx ? { db: fromKysely(trx) } : {})
        .catch((error: unknown) => {
          throw noteOutage(error);
        });
    },
    async schedules() {
      return (await started().getSchedules()).map(({ name, cron }) => ({ name, cron }));
    },
  };
}

/** Whether a stored queue has every option given its value already. */
function hasOptions(found: QueueOptions, wanted: QueueOptions): boolean {
  return Object.entries(wanted).every(([option, value]) => found[option as keyof QueueOptions] === value);
}

function queueOptions(retry: RetryPolicy): QueueOptions {
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    ...(retry.maxDelaySeconds === undefined ? {} : { retryDelayMax: retry.maxDelaySeconds }),
  };
}
