/**
 * Spec 2 §1: billing durations; the catalog shows Annuale first (spec 2 §2). Apart from the schemas
 * (catalogue-schema.ts re-exports them), so the catalog page does not download zod for them.
 */
export const DURATIONS = ['Annuale', 'Mensile', 'Una tantum'] as const;
export type Duration = (typeof DURATIONS)[number];
export const DEFAULT_DURATION: Duration = 'Annuale';
