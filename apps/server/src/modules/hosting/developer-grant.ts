import { NOT_AUTHORIZED_CODE, policies } from '@sportello/domain';
import type { CompanyActor } from '../../platform/access/actor.ts';
import { HttpError } from '../../platform/http/http-error.ts';

/** Spec 3 §6: DNS and redirect editing, panel credentials, password reset, panel links and SSH keys take the developer grant; refused with 403 code 10 and the spec's notice. */
export function requireDeveloper(actor: CompanyActor): void {
  const decision = policies.manageServices(actor);
  if (!decision.allowed)
    throw new HttpError(403, decision.message, { code: NOT_AUTHORIZED_CODE, reason: decision.reason });
}
