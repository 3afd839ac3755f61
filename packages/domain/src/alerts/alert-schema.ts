import { z } from 'zod';
import { ROUTE_NAMES, type RouteName } from '../access/routes.ts';
import { ALERT_ID_PATTERN, ALERT_TYPES } from './alert-rules.ts';

/**
 * Where an alert's action leads: a route of the route table with its params and query (the web builds the link).
 * The route is an enum, which JSON Schema can say: the server serializes the answer with compiled code
 * (platform/http/serializer.ts) rather than walking this schema on every call.
 */
export const AlertActionSchema = z.object({
  label: z.string(),
  route: z.enum(ROUTE_NAMES as [RouteName, ...RouteName[]]),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  query: z.record(z.string(), z.string()).default({}),
});
export type AlertAction = z.infer<typeof AlertActionSchema>;

/**
 * Spec 1 §3 Alert: id, title, description, toast, unread, persistent, type, actions, date, time,
 * delay. A toast (toast true, persistent false) closes after its delay in ms (spec 1 §9); a persistent
 * alert stays in the alerts panel until its cause is gone, unread until the user marks it read. date
 * is the day it arose ('YYYY-MM-DD'), time its hour ('HH:mm') when one is known.
 */
export const AlertSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  toast: z.boolean(),
  unread: z.boolean(),
  persistent: z.boolean(),
  type: z.enum(ALERT_TYPES),
  actions: z.array(AlertActionSchema),
  date: z.string(),
  time: z.string().nullable(),
  delay: z.number().int().min(0),
});
export type Alert = z.infer<typeof AlertSchema>;

/** GET /rest/alerts: the user's persistent alerts for the company (at most ALERTS_MAX) and how many are unread. */
export const AlertsSchema = z.object({
  items: z.array(AlertSchema),
  unread: z.number().int().min(0),
});
export type Alerts = z.infer<typeof AlertsSchema>;

export const AlertIdParamsSchema = z.object({
  id: z.string().max(64).regex(ALERT_ID_PATTERN),
});

/** PUT /rest/alerts/{id} and PUT /rest/alerts (all): read (unread false) or unread again. */
export const AlertMarkSchema = z.object({ unread: z.boolean() });
export type AlertMark = z.infer<typeof AlertMarkSchema>;
