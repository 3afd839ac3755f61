import type { Language, RequestKind } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import { queueMail, type MailDeps } from '../../platform/mail/mailer.ts';
import type { DecidedRequest } from '../../platform/mail/templates.ts';

export interface Decision {
  request: DecidedRequest;
  accepted: boolean;
  reason?: string | undefined;
  mode?: string | undefined;
  /** A commission or co-marketing request: its amount in the company's language, its credit, the day it was paid. */
  amount?: string | undefined;
  credit?: RequestKind | undefined;
  paidOn?: string | undefined;
}

/**
 * Tells a company's owners an operator's decision on one of its requests, in the company's
 * language, on the decision's transaction. One mail per owner per decision: a request is decided
 * once, so the customer's own requests bound how many there are (no budget to charge).
 */
export async function mailDecision(
  deps: MailDeps,
  db: Db,
  company: { id: number; ragione_sociale: string; lingua: Language },
  decision: Decision,
): Promise<number> {
  const owners = await db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select('users.email')
    .where('company_access.company_id', '=', company.id)
    .where((eb) => eb(eb.val('owner'), '=', eb.fn.any('company_access.grants')))
    .orderBy('users.id')
    .execute();
  for (const { email } of owners) {
    await queueMail(
      deps,
      email,
      company.lingua,
      { template: 'request_decided', company: company.ragione_sociale, ...decision },
      db,
    );
  }
  return owners.length;
}
