import {
  computeEnableOrders,
  GRANTS,
  type AccessContext,
  type EmailSubscription,
  type Grant,
  type StaffRole,
} from '@sportello/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Azienda, Session, User } from '../db/schema.ts';
import { isApiPath } from '../http/api-path.ts';
import { badRequest, notAuthorized, notFound } from '../http/http-error.ts';
import { keepAlive, presentedSessionId } from '../sessions/sessions.ts';
import { ReadCache } from '../db/read-cache.ts';
import { loadActor, type LoadedActor } from './actor-store.ts';

/** Who a request acts as: the signed-in user, for one company (or none chosen yet). */
export interface Actor {
  session: Session;
  user: User;
  company: Azienda | null;
  grants: Grant[];
  email_subscriptions: EmailSubscription[];
  is_staff: boolean;
  /** Set when a staff member acts on a customer through `id_cliente`: the role they act with. */
  staff_role: StaffRole | null;
  /** A staff user acting on a customer through `id_cliente`. */
  acting_as_customer: boolean;
}

/**
 * A support operator on a customer: it reads what an owner reads and writes nothing but the tickets,
 * so a read that says whether the reader may change something answers no.
 */
export function readsOnly(actor: Actor): boolean {
  return actor.acting_as_customer && actor.staff_role === 'support';
}

/** An actor acting for a company: what every company-scoped store takes, so none runs without one. */
export interface CompanyActor extends Actor {
  company: Azienda;
}

/**
 * What a staff role may do on a customer, in the customer's grants: admin what an owner may;
 * support reads what an owner reads and, writing, has no grant (the ticket calls let any operator
 * in; the access guard refuses its other writes: refuseSupportWrites).
 */
function staffRoleGrants(role: StaffRole, method: string): Grant[] {
  if (role === 'admin') return [...GRANTS];
  return method === 'GET' || method === 'HEAD' ? [...GRANTS] : [];
}

/** How long a loaded actor is served from memory, unless a table it was read from changes first. */
const ACTOR_TTL_MS = 5_000;
/** What an actor is read from: a write to any of them drops every remembered actor at once. */
export const ACTOR_TABLES = ['sessions', 'users', 'aziende', 'company_access'];

/**
 * Resolves request.actor for every /api and /rest call, in one place and one query: the
 * session cookie, the chosen company with this user's grants, and, for staff only, the
 * customer named by `id_cliente`. The loaded actor is remembered a few seconds (ReadCache):
 * a revoked session, a changed password or grant is seen by the next call all the same.
 */
export function registerActor(app: FastifyInstance): void {
  const actors = new ReadCache<LoadedActor | undefined>(app.changes, ACTOR_TABLES, ACTOR_TTL_MS);
  app.decorateRequest('actor', null);
  app.decorateRequest('actorReadSince', 0);
  // Without a promise when the actor is remembered and its session needs no touch (most calls).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isApiPath(request.url)) return done();
    // Before the lookup: a remembered actor is current now, a loaded one was read from now on.
    request.actorReadSince = app.changes.version;
    let found: Actor | null | Promise<Actor | null>;
    try {
      found = resolveActor(request, actors, customerIdOf(request));
    } catch (error) {
      return done(error as Error);
    }
    if (!(found instanceof Promise)) {
      request.actor = found;
      return done();
    }
    found.then((actor) => {
      request.actor = actor;
      done();
    }, done);
  });
}

function resolveActor(
  request: FastifyRequest,
  actors: ReadCache<LoadedActor | undefined>,
  customerId: number | undefined,
): Actor | null | Promise<Actor | null> {
  const sessionId = presentedSessionId(request);
  if (!sessionId) return null;
  const now = new Date();
  const key = `${sessionId} ${customerId ?? ''}`;
  const fresh = (remembered: LoadedActor | undefined) =>
    remembered !== undefined && remembered.session.expires_at > now;
  const found = (loaded: LoadedActor | undefined): Actor | null | Promise<Actor | null> => {
    if (!loaded) return null;
    // `id_cliente` is an operator's: a customer's own is ignored, the call answered as if it were absent.
    if (customerId !== undefined && loaded.user.staff_role === null) return resolveActor(request, actors, undefined);
    const touch = keepAlive(request, loaded.session, now);
    const method = request.method;
    return touch ? touch.then(() => actorOf(loaded, customerId, method)) : actorOf(loaded, customerId, method);
  };
  const loaded = actors.read(key, () => loadActor(request.server.db, sessionId, now, customerId), fresh);
  return loaded instanceof Promise ? loaded.then(found) : found(loaded);
}

function actorOf(
  { session, user, company, access }: LoadedActor,
  customerId: number | undefined,
  method: string,
): Actor {
  if (customerId !== undefined && user.staff_role !== null) {
    if (!company) throw notFound();
    return {
      session,
      user,
      company,
      grants: staffRoleGrants(user.staff_role, method),
      email_subscriptions: [],
      is_staff: true,
      staff_role: user.staff_role,
      acting_as_customer: true,
    };
  }

  return {
    session,
    user,
    // A company the user has lost access to is no company at all.
    company: access ? company : null,
    grants: access?.grants ?? [],
    email_subscriptions: access?.email_subscriptions ?? [],
    is_staff: user.staff_role !== null,
    staff_role: null,
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

/** For handlers behind a 'company' (or stricter) access rule: the guard has made sure there is one. */
export function asCompanyActor(actor: Actor): CompanyActor {
  if (!actor.company) throw notAuthorized('company_not_selected');
  return actor as CompanyActor;
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
    is_staff: actor.is_staff,
  };
}
