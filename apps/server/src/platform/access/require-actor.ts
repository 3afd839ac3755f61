import type { FastifyRequest } from 'fastify';
import { sessionExpired } from '../http/http-error.ts';
import { asCompanyActor, type Actor, type CompanyActor } from './actor.ts';

/** For handlers behind a 'session' (or stricter) access rule: the guard has already checked. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw sessionExpired();
  return request.actor;
}

/** For handlers behind a 'company' (or stricter) access rule. */
export function companyActorOf(request: FastifyRequest): CompanyActor {
  return asCompanyActor(actorOf(request));
}
