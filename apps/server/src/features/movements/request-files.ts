import type { RequestKind } from '@sportello/domain';
import type { RequestFile } from '../../modules/ledger/index.ts';
import { downloadName } from '../../platform/uploads/download-name.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';

/** Co-marketing documents (invoices of the project, pictures of it); a commission's invoice is a PDF. */
const COMARKETING_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * Judges a request's files by their bytes (file-type's magic numbers), never by their names: a
 * commission's files must be PDFs ('a text file named .pdf' is refused), co-marketing ones PDFs or
 * pictures; 415 otherwise. The size was held to the endpoint's limit while reading.
 */
export async function checkRequestFiles(
  tipo: RequestKind,
  uploads: readonly { filename: string; content: Buffer }[],
): Promise<RequestFile[]> {
  const { fileTypeFromBuffer } = await import('file-type');
  const checked: RequestFile[] = [];
  for (const upload of uploads) {
    if (upload.content.length === 0) throw refused(tipo);
    const detected = await fileTypeFromBuffer(upload.content);
    const allowed =
      tipo === 'provvigioni' ? detected?.mime === 'application/pdf' : COMARKETING_TYPES.has(detected?.mime ?? '');
    if (!detected || !allowed) throw refused(tipo);
    checked.push({
      filename: downloadName(upload.filename, 'allegato.pdf'),
      contentType: detected.mime,
      content: upload.content,
    });
  }
  return checked;
}

function refused(tipo: RequestKind) {
  const key = tipo === 'provvigioni' ? 'movements.invoice_not_pdf' : 'movements.attachment_type';
  return new DomainError('unsupported_type', key, { reason: 'attachment_type', errors: { allegati: key } });
}
