import { formatDate, isoDateIn, PROVIDER_TIME_ZONE, type Language } from '@sportello/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { queueMail, type MailDeps } from '../../platform/mail/mailer.ts';
import { mayMailAccount, mayNotifyPartners } from '../../platform/security/mail-budgets.ts';

/** Who hears of a lead: the users who may take it (the opportunities page needs sales; owner and admin imply it). */
const TAKES_LEADS = ['owner', 'admin', 'sales'];

/**
 * Tells the partners a project was just offered to (on the submission's transaction): each of their
 * users who may accept it gets one mail in their language, with the project's name and the last day.
 * The customer cannot choose recipients or words, so its own mail budget is not spent: the lead
 * notices have a budget of their own per submitting company, and each recipient's budget holds too.
 * A spent budget leaves the lead without its mail (it is on the partner's page all the same).
 */
export async function noticeNewLead(
  deps: MailDeps,
  trx: Db,
  lead: { projectName: string; submitterCompanyId: number; expiresAt: Date },
  partnerIds: readonly number[],
  now: Date,
): Promise<number> {
  if (partnerIds.length === 0) return 0;
  const recipients = await trx
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .innerJoin('aziende', 'aziende.id', 'company_access.company_id')
    .select(['users.id', 'users.email', 'users.lingua', 'aziende.ragione_sociale'])
    .where('company_access.company_id', 'in', partnerIds)
    .where(sql<boolean>`company_access.grants && ${sql.val(TAKES_LEADS)}::text[]`)
    .orderBy('company_access.company_id')
    .orderBy('users.id')
    .execute();
  // The last day it may be accepted, as the partner's page shows it.
  const lastDay = isoDateIn(new Date(lead.expiresAt.getTime() - 1), PROVIDER_TIME_ZONE);
  let sent = 0;
  for (const recipient of recipients) {
    if (!(await mayNotifyPartners(trx, lead.submitterCompanyId, now))) break;
    if (!(await mayMailAccount(trx, recipient.id, now))) continue;
    const language = recipient.lingua as Language;
    await queueMail(
      deps,
      recipient.email,
      language,
      {
        template: 'new_opportunity',
        company: recipient.ragione_sociale,
        project: lead.projectName,
        until: formatDate(lastDay, language),
      },
      trx,
    );
    sent += 1;
  }
  return sent;
}
