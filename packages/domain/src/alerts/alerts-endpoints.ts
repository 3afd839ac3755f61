import { endpoint } from '../api/endpoint.ts';
import { AlertIdParamsSchema, AlertMarkSchema, AlertSchema, AlertsSchema } from './alert-schema.ts';

const UNAUDITED =
  "a user's own read mark on a notice, which changes nothing of the company's: the alert_reads row itself keeps who read which alert and when";

/**
 * Alerts (spec 1 §3 Alert, §2.3 shell): the persistent alerts a company's user sees — derived from the
 * company's data, each the user may act on — with the user's own read marks.
 */
export const alertsApi = {
  list: endpoint({
    method: 'GET',
    path: '/rest/alerts',
    access: 'company',
    summary:
      "The signed-in user's persistent alerts for the company (overdue installments for the billing grant, trials ending), unread first then newest, at most 50, with the number of unread ones",
    response: AlertsSchema,
  }),
  mark: endpoint({
    method: 'PUT',
    path: '/rest/alerts/:id',
    access: 'company',
    summary:
      'Mark one of the user’s alerts read (unread false) or unread again; another company’s or a gone alert is 404',
    params: AlertIdParamsSchema,
    body: AlertMarkSchema,
    response: AlertSchema,
    errors: { 404: ['alert_not_found'] },
    unaudited: UNAUDITED,
  }),
  markAll: endpoint({
    method: 'PUT',
    path: '/rest/alerts',
    access: 'company',
    summary: 'Mark all the user’s current alerts read (unread false) or unread again',
    body: AlertMarkSchema,
    response: AlertsSchema,
    unaudited: UNAUDITED,
  }),
} as const;
