import { computeEnableOrders, GRANTS, type AccessContext } from '@sportello/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Azienda, Session, User } from '../db/schema.ts';
import { isApiPath } from '../http/api-path.ts';
import { badRequest, forbidden, notFound } from '../http/http-error.ts';
import { findLiveSession } from '../sessions/session-store.ts';
import { keepAlive, presentedSessionId } from '../sessions/sessions.ts';
import { findAccessibleCompany, findCompany } from './actor-store.ts';

/** Who a request acts as: the signed-in user, for one company (or none chosen yet). */
export interface Actor {
  session: Session;
  user: User;
  company: Azienda | null;
  grants: string[];
  email_subscriptions: string[];
  is_staff: boolean;
  /** A staff user acting on a customer through `id_cliente`. */
  acting_as_customer: boolean;
}

/** Staff acting on a customer may do what the customer's owner may. */
const STAFF_GRANTS: string[] = [...GRANTS];

/**
 * Resolves request.actor for every /api and /rest call, in one place: the
 * session cookie, the chosen company with this user's grants, and, for
 * staff only, the customer named by `id_cliente`.
 */
export function registerActor(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    request.actor = await resolveActor(request);
  });
}

async function resolveActor(request: FastifyRequest): Promise<Actor | null> {
  const idCliente = customerIdOf(request);
  const sessionId = presentedSessionId(request);
  const now = new Date();
  const found = sessionId ? await findLiveSession(request.server.db, sessionId, now) : undefined;
  if (!found) return null;
  const { session, user } = found;
  await keepAlive(request, session, now);

  if (idCliente !== undefined) {
    if (!user.is_staff) throw forbidden('auth.staff_only', 'staff_only');
    const company = await findCompany(request.server.db, idCliente);
    if (!company) throw notFound();
    return {
      session,
      user,
      company,
      grants: STAFF_GRANTS,
      email_subscriptions: [],
      is_staff: true,
      acting_as_customer: true,
    };
  }

  const access =
    session.company_id === null ? undefined : await findAccessibleCompany(request.server.db, user.id, session.company_id);
  return {
    session,
    user,
    company: access?.company ?? null,
    grants: access?.grants ?? [],
    email_subscriptions: access?.email_subscriptions ?? [],
    is_staff: user.is_staff,
    acting_as_customer: false,
  };
}

function customerIdOf(request: FastifyRequest): number | undefined {
  const raw = (request.query as Record<string, unknown> | undefined)?.id_cliente;
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) {
    throw badRequest('error.bad_request', { reason: 'validation', errors: { id_cliente: 'validation.invalid' } });
  }
  return Number(raw);
}

/** What the domain's access rules are evaluated against. */
export function accessContextOf(actor: Actor): AccessContext {
  const company = actor.company;
  return {
    grants: actor.grants,
    email_subscriptions: actor.email_subscriptions,
    is_reseller: company?.is_reseller ?? false,
    has_parent: company?.parent_id != null,
    enable_orders: computeEnableOrders({
      grants: actor.grants,
      contratto_cliente: company ? company.contratto_cliente : null,
    }),
  };
}
