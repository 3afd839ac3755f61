import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** How long stopping waits for a web process to finish its requests before killing it. */
const STOP_GRACE_MS = 15_000;
/** A web process that dies is replaced after this, doubled while replacements die before listening. */
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;

export interface WebProcesses {
  /** The port they share. */
  port: number;
  /** Stops them (SIGTERM: each finishes its requests), then kills what is left after the grace period. */
  stop(): Promise<void>;
}

/**
 * The primary's side of WEB_PROCESSES: starts `count` copies of this program as cluster workers,
 * which all listen on the server's one port (Node hands each new connection to the next in turn),
 * answers once every one listens, and replaces one that dies. A copy that fails before it listens
 * fails the start: a wrong configuration stops the server instead of restarting forever.
 */
export function startWebProcesses({ count, log }: { count: number; log: Logger }): Promise<WebProcesses> {
  let stopping = false;
  let restartDelay = FIRST_RESTART_DELAY_MS;
  const exited = new Map<Worker, Promise<void>>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    exited.set(worker, new Promise((resolve) => worker.once('exit', () => resolve())));
    return worker;
  };

  const stop = async (): Promise<void> => {
    stopping = true;
    const running = [...exited.keys()].filter((w) => !w.isDead());
    for (const worker of running) worker.process.kill('SIGTERM');
    const killer = setTimeout(() => running.forEach((w) => w.isDead() || w.process.kill('SIGKILL')), STOP_GRACE_MS);
    await Promise.all(running.map((w) => exited.get(w)));
    clearTimeout(killer);
  };

  const replaceWhenItDies = (worker: Worker): void => {
    worker.once('exit', (code, signal) => {
      exited.delete(worker);
      if (stopping) return;
      log.error(
        { pid: worker.process.pid, code, signal, restartInMs: restartDelay },
        'a web process stopped; starting another',
      );
      setTimeout(() => {
        if (stopping) return;
        const next = fork();
        next.once('listening', () => (restartDelay = FIRST_RESTART_DELAY_MS));
        replaceWhenItDies(next);
      }, restartDelay);
      restartDelay = Math.min(MAX_RESTART_DELAY_MS, restartDelay * 2);
    });
  };

  return new Promise((resolve, reject) => {
    let listening = 0;
    for (let i = 0; i < count; i++) {
      const worker = fork();
      const failedToStart = (code: number | null, signal: string | null) => {
        if (stopping) return;
        void stop().finally(() =>
          reject(new Error(`a web process stopped before listening (${signal ?? `exit code ${code}`})`)),
        );
      };
      worker.once('exit', failedToStart);
      worker.once('listening', (address) => {
        worker.off('exit', failedToStart);
        replaceWhenItDies(worker);
        listening += 1;
        if (listening === count) resolve({ port: address.port, stop });
      });
    }
  });
}
