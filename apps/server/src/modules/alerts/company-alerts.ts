import {
  addDays,
  ALERTS_MAX,
  alertDelay,
  alertId,
  compareAlerts,
  formatDate,
  formatMoney,
  isoDateIn,
  overdueAlertType,
  overdueLabel,
  PROVIDER_TIME_ZONE,
  routeAccess,
  translate,
  trialAlertType,
  TRIAL_ALERT_DAYS,
  type Alert,
  type Alerts,
  type AlertType,
  type Language,
} from '@sportello/domain';
import { accessContextOf, type CompanyActor } from '../../platform/access/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import { overdueInstallments } from '../ledger/index.ts';
import { endingTrials } from '../products/index.ts';
import { markRead, markUnread, readAlertIds, type Reader } from './alert-reads.ts';

type DerivedAlert = Omit<Alert, 'unread' | 'toast'>;

/** The tables a user's alerts are read from, beside the actor's (whose grants choose among them). */
export const ALERT_TABLES = ['installments', 'invoices', 'products', 'alert_reads'];

// Persistent alerts are never toasts (docs/decisions.md "Alerts"): they wait in the top bar's panel and
// on the dashboard, where the user finds them; a toast is for what just happened.

const readerOf = (actor: CompanyActor): Reader => ({ userId: actor.user.id, companyId: actor.company.id });

function persistent(
  id: string,
  type: AlertType,
  fields: Pick<Alert, 'title' | 'description' | 'actions' | 'date'>,
): DerivedAlert {
  return { id, type, persistent: true, time: null, delay: alertDelay(type), ...fields };
}

/**
 * The alerts a company's data raise now (docs/decisions.md "Alerts"): an overdue installment
 * ('Pagamenti arretrati', its Pay link) and a trial ending within TRIAL_ALERT_DAYS (the product). Each
 * goes to the users who may open its action (the route rules of the domain): Pay needs the billing grant.
 */
async function derivedAlerts(db: Db, actor: CompanyActor, language: Language, now: Date): Promise<DerivedAlert[]> {
  const today = isoDateIn(now, PROVIDER_TIME_ZONE);
  const access = accessContextOf(actor);
  const may = (route: Parameters<typeof routeAccess>[0]) => routeAccess(route, access) === 'allowed';
  const [overdue, trials] = await Promise.all([
    may('payment') ? overdueInstallments(db, actor, today, ALERTS_MAX) : [],
    may('products') ? endingTrials(db, actor, today, addDays(today, TRIAL_ALERT_DAYS), language, ALERTS_MAX) : [],
  ]);
  const alerts: DerivedAlert[] = [];
  for (const i of overdue) {
    const status = overdueLabel(i.pastdue) === 'suspension' ? 'invoices.suspension' : 'invoices.unpaid';
    alerts.push(
      persistent(alertId('overdue', i.id), overdueAlertType(i.pastdue), {
        title: translate(language, 'alerts.overdue.title'),
        description: translate(language, 'alerts.overdue.description', {
          nr: i.nr,
          amount: formatMoney(i.amount, i.currency, language),
          date: formatDate(i.data, language),
          status: translate(language, status),
        }),
        actions: [
          { label: translate(language, 'alerts.action.pay'), route: 'payment', params: { id: i.id }, query: {} },
        ],
        date: addDays(i.data, 1),
      }),
    );
  }
  for (const p of trials) {
    const product = p.dominio ? `${p.nome} (${p.dominio})` : p.nome;
    alerts.push(
      persistent(alertId('trial', p.id, p.data_fine), trialAlertType(p.renews), {
        title: translate(language, 'alerts.trial.title'),
        description: translate(language, p.renews ? 'alerts.trial.renews' : 'alerts.trial.cancels', {
          product,
          date: formatDate(p.data_fine, language),
        }),
        actions: [
          {
            label: translate(language, 'alerts.action.product'),
            route: 'products',
            params: {},
            query: { q: p.codice },
          },
        ],
        date: addDays(p.data_fine, -TRIAL_ALERT_DAYS),
      }),
    );
  }
  return alerts;
}

function withReadState(alerts: readonly DerivedAlert[], read: ReadonlySet<string>): Alert[] {
  return alerts.map((a) => ({ ...a, unread: !read.has(a.id), toast: false })).sort(compareAlerts);
}

function answer(alerts: Alert[]): Alerts {
  return { items: alerts.slice(0, ALERTS_MAX), unread: alerts.filter((a) => a.unread).length };
}

async function currentAlerts(db: Db, actor: CompanyActor, language: Language, now: Date): Promise<Alert[]> {
  const derived = await derivedAlerts(db, actor, language, now);
  const read = await readAlertIds(
    db,
    readerOf(actor),
    derived.map((a) => a.id),
  );
  return withReadState(derived, read);
}

/** GET /rest/alerts: the actor's alerts for the company, unread first then newest, with the unread count. */
export async function userAlerts(db: Db, actor: CompanyActor, language: Language, now: Date): Promise<Alerts> {
  return answer(await currentAlerts(db, actor, language, now));
}

const notFound = () => new DomainError('not_found', 'alerts.not_found', { reason: 'alert_not_found' });

/**
 * Marks one of the actor's current alerts read or unread again. An id that is not among them (another
 * company's, another user's that this one may not see, or one whose cause is gone) is not found.
 * Not audited (docs/decisions.md "Alerts"): the read mark is the user's own, and its row is the trace.
 */
export async function markAlert(ctx: CompanyContext, id: string, unread: boolean, language: Language): Promise<Alert> {
  const { actor, now } = ctx;
  return inTransaction(ctx, async ({ db }) => {
    const derived = await derivedAlerts(db, actor, language, now);
    const alert = derived.find((a) => a.id === id);
    if (!alert) throw notFound();
    if (unread) await markUnread(db, readerOf(actor), [id]);
    else await markRead(db, readerOf(actor), [id], now);
    return { ...alert, unread, toast: false };
  });
}

/** Marks all the actor's current alerts read (or unread again); answers them as GET does. */
export async function markAllAlerts(ctx: CompanyContext, unread: boolean, language: Language): Promise<Alerts> {
  const { actor, now } = ctx;
  return inTransaction(ctx, async ({ db }) => {
    const derived = await derivedAlerts(db, actor, language, now);
    const ids = derived.map((a) => a.id);
    if (unread) await markUnread(db, readerOf(actor), ids);
    else await markRead(db, readerOf(actor), ids, now);
    return answer(withReadState(derived, unread ? new Set() : new Set(ids)));
  });
}
