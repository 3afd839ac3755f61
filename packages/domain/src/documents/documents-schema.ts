import { z } from 'zod';
import { DOCUMENT_SECTIONS } from './document-sections.ts';

export { DOCUMENT_SECTIONS, type DocumentSection } from './document-sections.ts';

/** Contract texts at GET /rest/contracts/{type}; 'partner' is the partner-programme contract (resellers only). */
export const CONTRACT_TYPES = ['customer', 'partner'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** Spec 3 §3 Document: a file to download (`link`) or a contract text to read (`contract`). */
export const DocumentSchema = z.object({
  id: z.number().int(),
  sezione: z.enum(DOCUMENT_SECTIONS),
  nome: z.string(),
  descrizione: z.string(),
  link: z.string().nullable(),
  contract: z.enum(CONTRACT_TYPES).nullable(),
});
export type PortalDocument = z.infer<typeof DocumentSchema>;

/** GET /rest/contracts/{type}: `testo` is sanitised HTML, for a sandboxed frame. */
export const ContractTextSchema = z.object({ titolo: z.string(), testo: z.string() });
export type ContractText = z.infer<typeof ContractTextSchema>;
