import { BROWSER_HEADERS } from '../bench/sign-in.ts';

/** One call of the load and how it was answered: an HTTP status, or no answer at all. */
export interface Answer {
  kind: 'read' | 'write';
  started: number;
  ended: number;
  status: number | 'refused' | 'timeout';
  retryAfter: string | null;
  /** Why there was no answer. */
  failure?: string;
}

/** A signed-in user who reads their company's tickets and replies to one of them. */
export interface LoadUser {
  cookie: string;
  ticketId: number;
}

export interface Load {
  answers: Answer[];
  /** The texts of the replies the server acknowledged (200). */
  acknowledged: string[];
  /** Lets each user finish the call under way, then stops. */
  stop(): Promise<void>;
}

const CALL_TIMEOUT_MS = 10_000;

/**
 * A bounded load: each user in turn reads (GET /rest/tickets) and writes (a ticket reply with a
 * text of its own), with a pause between calls, until stopped.
 */
export function startLoad(base: string, users: LoadUser[], pauseMs: number): Load {
  const answers: Answer[] = [];
  const acknowledged: string[] = [];
  let running = true;

  const call = async (kind: Answer['kind'], path: string, user: LoadUser, body?: object): Promise<Answer> => {
    const started = Date.now();
    try {
      const response = await fetch(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { ...BROWSER_HEADERS, cookie: user.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return {
        kind,
        started,
        ended: Date.now(),
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
      };
    } catch (error) {
      const status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'refused';
      const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
      const failure = cause?.code ?? cause?.message ?? (error as Error).message;
      return { kind, started, ended: Date.now(), status, retryAfter: null, failure };
    }
  };

  const loop = async (user: LoadUser, n: number) => {
    for (let i = 0; running; i += 1) {
      answers.push(await call('read', '/rest/tickets?page=1', user));
      const messaggio = `fault load ${n}-${i}`;
      const write = await call('write', `/rest/tickets/${user.ticketId}/messages`, user, { messaggio });
      answers.push(write);
      if (write.status === 200) acknowledged.push(messaggio);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = users.map((user, n) => loop(user, n));
  return {
    answers,
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
