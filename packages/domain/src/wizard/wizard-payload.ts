import type { Currency } from '../constants.ts';
import { NO_TECHNOLOGY, type WizardAction } from './wizard-constants.ts';
import type { WizardQuestions } from './wizard-conditions.ts';
import type { QuoteLine } from './wizard-lines.ts';
import type { WizardContext, WizardState } from './wizard-state.ts';

/** Spec 3 §7 save-offer payload; a key the spec sends only in some cases is null in the others. */
export interface OfferPayload {
  action: WizardAction | null;
  currency: Currency;
  title: string;
  free_period: number;
  id_azienda: number | null;
  prodotti: QuoteLine[];
  /** Resellers' trials only. */
  testing_mode: 'rinnova' | 'disdici' | null;
  /** Only where the technologies question is asked. */
  tecnologie: string[] | null;
  provision_location: string | null;
  provision_backup_location: string | null;
  /** When a reseller quotes for a customer. */
  id_reseller: number | null;
  note: string | null;
}

/** The §3 quote line item, without the engine's section and prices. */
function payloadLine(line: QuoteLine): QuoteLine {
  const {
    codice,
    qt,
    dominio,
    os,
    webserver,
    provision_db,
    provision_php,
    newService,
    siteTransfer,
    mailTransfer,
    notForResale,
  } = line;
  return {
    codice,
    qt,
    dominio,
    os,
    webserver,
    provision_db,
    provision_php,
    newService,
    siteTransfer,
    mailTransfer,
    notForResale,
  };
}

/** Spec 3 §7: the title, or 'Offerta per servizi internet - {domain or server name}'. */
export function offerTitle(state: WizardState, subject: string | null, translate: WizardContext['translate']): string {
  const title = state.title?.trim() ?? '';
  if (title !== '') return title;
  return subject === null
    ? translate('wizard.default_title_plain')
    : translate('wizard.default_title', { name: subject });
}

/** The days of trial the offer gives: the state's, where the trial question is asked. */
export function trialDays(state: WizardState, questions: WizardQuestions): number {
  return questions.trial ? state.freePeriod : 0;
}

export function offerPayload(
  state: WizardState,
  questions: WizardQuestions,
  lines: readonly QuoteLine[],
  subject: string | null,
  currency: Currency,
  context: WizardContext,
): OfferPayload {
  const freePeriod = trialDays(state, questions);
  return {
    action: state.action,
    currency,
    title: offerTitle(state, subject, context.translate),
    free_period: freePeriod,
    id_azienda: questions.endCustomer ? state.idClienteFinale : context.companyId,
    prodotti: lines.map(payloadLine),
    testing_mode: freePeriod > 0 ? (state.renewAfterFreePeriod ? 'rinnova' : 'disdici') : null,
    tecnologie: questions.technologies ? (state.tecnologie.length > 0 ? [...state.tecnologie] : [NO_TECHNOLOGY]) : null,
    provision_location: questions.location ? state.sceltaLocationDeploy : null,
    provision_backup_location: questions.backupLocation ? state.sceltaLocationBackup : null,
    id_reseller: questions.endCustomer ? context.companyId : null,
    note: state.note?.trim() ? state.note : null,
  };
}
