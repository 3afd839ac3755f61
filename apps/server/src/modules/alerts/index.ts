// Alerts (spec 1 §3): the persistent alerts a company's users see, derived from the owners' data
// (overdue installments from the ledger, trials ending from products) when asked, with each user's
// read marks, the one table this module owns.
export { ALERT_TABLES, markAlert, markAllAlerts, userAlerts } from './company-alerts.ts';
export { pruneAlertReads } from './alert-reads.ts';
