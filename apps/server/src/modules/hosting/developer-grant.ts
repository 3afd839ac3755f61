import { policies } from '@sportello/domain';
import type { CompanyActor } from '../../platform/access/actor.ts';
import { notAuthorizedError } from '../../platform/use-cases/domain-error.ts';

/** Spec 3 §6: DNS and redirect editing, panel credentials, password reset, panel links and SSH keys take the developer grant; refused with 403 code 10 and the spec's notice. */
export function requireDeveloper(actor: CompanyActor): void {
  const decision = policies.manageServices(actor);
  if (!decision.allowed) throw notAuthorizedError(decision.reason, decision.message);
}
