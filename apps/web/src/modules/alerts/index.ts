// Alerts (spec 1 §3): the user's persistent alerts with their read marks — the top bar's control and
// panel, and the unread ones the dashboard shows.
export { ALERTS_KEY, useAlerts, useMarkAlert, useMarkAllAlerts } from './api/alerts-api.ts';
export { AlertsControl } from './components/alerts-control.tsx';
export { DashboardAlerts } from './components/dashboard-alerts.tsx';
export { actionHref } from './components/alert-href.ts';
