/**
 * Spec 3 §2 'Documenti utili': contractual terms, administrative forms, other forms. Apart from the
 * schemas (documents-schema.ts re-exports it), so the documents page does not download zod for it.
 */
export const DOCUMENT_SECTIONS = ['contrattuali', 'amministrativi', 'altri'] as const;
export type DocumentSection = (typeof DOCUMENT_SECTIONS)[number];
