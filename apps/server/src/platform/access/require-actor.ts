import type { FastifyRequest } from 'fastify';
import { sessionExpired } from '../http/http-error.ts';
import type { Actor } from './actor.ts';

/** For handlers behind a 'session' (or stricter) access rule: the guard has already checked. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw sessionExpired();
  return request.actor;
}
