import { routeAccess } from '@sportello/domain';
import { accessContextOf, asCompanyActor, type Actor, type CompanyActor } from '../../platform/access/actor.ts';
import { refuseUntilOnboarded } from '../../platform/access/access-guard.ts';
import type { AuditSource } from '../../platform/audit/audit-log.ts';
import { DomainError, notAuthorizedError } from '../../platform/use-cases/domain-error.ts';
import type { SessionContext } from '../../platform/use-cases/use-case-context.ts';
import type { TicketScope } from './tickets-store.ts';

/**
 * Who is asking about a ticket, and which tickets they may touch: an operator (any company's
 * ticket, or the one customer they act on through id_cliente), or a customer's user (their
 * company's tickets, with the 'ticket' route's grants and the company onboarded — the checks the
 * access guard makes for company-scoped calls, made here because operators need none of them).
 */
export type TicketViewer =
  | { kind: 'operator'; actor: Actor; scope: TicketScope; source: AuditSource }
  | { kind: 'customer'; actor: CompanyActor; scope: CompanyActor; source: AuditSource };

export function ticketViewer(ctx: SessionContext): TicketViewer {
  const actor = ctx.actor;
  if (actor.is_staff) {
    // Audit rows of operators carry their role, acting on a customer or from the queue.
    const source: AuditSource = { ...ctx.source, actor: { ...actor, staff_role: actor.user.staff_role } };
    return { kind: 'operator', actor, scope: actor.acting_as_customer ? asCompanyActor(actor) : 'any', source };
  }
  const companyActor = asCompanyActor(actor);
  refuseUntilOnboarded(companyActor);
  if (routeAccess('ticket', accessContextOf(companyActor)) !== 'allowed') throw notAuthorizedError();
  return { kind: 'customer', actor: companyActor, scope: companyActor, source: ctx.source };
}

/** The operators' queue is theirs alone. */
export function requireOperator(ctx: SessionContext): void {
  if (!ctx.actor.is_staff) throw new DomainError('forbidden', 'tickets.staff_only', { reason: 'staff_only' });
}

export const ticketNotFound = () => new DomainError('not_found', 'tickets.not_found', { reason: 'ticket_not_found' });
export const ticketClosed = () => new DomainError('conflict', 'tickets.closed', { reason: 'ticket_closed' });
