import {
  STAFF_QUEUE_KINDS,
  type StaffQueueDecision,
  type StaffQueueItem,
  type StaffQueueKind,
} from '@sportello/domain';
import type { ListQuery, Page } from '@sportello/domain/api';
import type { Db } from '../db/database.ts';
import type { SessionContext } from '../use-cases/use-case-context.ts';

/**
 * One of the operators' queues (packages/domain STAFF_QUEUES): what the feature or module owning
 * the requests declares, and the console lists, counts and decides. A queue with a page of its
 * own (the tickets) gives its count only.
 */
export interface WorkQueue {
  kind: StaffQueueKind;
  /** How many items wait: one index-only count. */
  count(db: Db): Promise<number>;
  /** The pending items, oldest first. */
  list?(db: Db, list: ListQuery<'created_at'>): Promise<Page<StaffQueueItem>>;
  /** An operator's decision, in one transaction with its audit row and the customer's e-mail. */
  decide?(ctx: SessionContext, id: number, decision: StaffQueueDecision): Promise<void>;
}

/** The queues of one app, registered by their owners as the app starts. */
export class WorkQueues {
  private readonly queues = new Map<StaffQueueKind, WorkQueue>();

  add(queue: WorkQueue): void {
    if (this.queues.has(queue.kind)) throw new Error(`Work queue ${queue.kind} registered twice`);
    this.queues.set(queue.kind, queue);
  }

  get(kind: StaffQueueKind): WorkQueue | undefined {
    return this.queues.get(kind);
  }

  /** The registered queues in the order the domain declares them. */
  all(): WorkQueue[] {
    return STAFF_QUEUE_KINDS.flatMap((kind) => this.queues.get(kind) ?? []);
  }
}
