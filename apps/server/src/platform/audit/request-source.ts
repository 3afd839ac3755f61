import type { FastifyRequest } from 'fastify';
import type { AuditSource } from './audit-log.ts';

/** The audit source of a request: its actor (if signed in), client address and request id. */
export function auditSourceOf(request: FastifyRequest): AuditSource {
  return { actor: request.actor, ip: request.ip, requestId: String(request.id) };
}
