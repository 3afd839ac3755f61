import {
  TICKET_ATTACHMENT_TYPES,
  TICKET_LIMITS,
  type TicketAttachmentType,
  type TicketAttachmentUpload,
} from '@sportello/domain';
import { DomainError } from '../../platform/use-cases/domain-error.ts';

export interface CheckedAttachment {
  filename: string;
  contentType: TicketAttachmentType;
  content: Buffer;
}

const BINARY_TYPES = new Set<string>(TICKET_ATTACHMENT_TYPES.filter((t) => t !== 'text/plain'));
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes and judges the files of a message by their bytes (the magic numbers, through
 * file-type): a PDF, a picture, a ZIP, or text (valid UTF-8 with no NUL byte); anything else is
 * refused (415), whatever its name says. 413 beyond the size limit.
 */
export async function checkAttachments(uploads: readonly TicketAttachmentUpload[]): Promise<CheckedAttachment[]> {
  const checked: CheckedAttachment[] = [];
  for (const upload of uploads) {
    const content = Buffer.from(upload.content, 'base64');
    if (content.length === 0)
      throw new DomainError('invalid', 'tickets.attachment_unreadable', {
        reason: 'validation',
        errors: { attachments: 'tickets.attachment_unreadable' },
      });
    if (content.length > TICKET_LIMITS.attachmentBytes)
      throw new DomainError('too_large', 'tickets.attachment_too_large', { reason: 'attachment_too_large' });
    checked.push({ filename: safeFilename(upload.filename), contentType: await judge(content), content });
  }
  return checked;
}

async function judge(content: Buffer): Promise<TicketAttachmentType> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(content);
  if (detected) {
    if (BINARY_TYPES.has(detected.mime)) return detected.mime as TicketAttachmentType;
    throw refused();
  }
  if (content.includes(0)) throw refused();
  try {
    utf8.decode(content);
  } catch {
    throw refused();
  }
  return 'text/plain';
}

const refused = () => new DomainError('unsupported_type', 'tickets.attachment_type', { reason: 'attachment_type' });

/** The name without folders or control characters (it is only ever offered back as a download name). */
function safeFilename(name: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'allegato').slice(0, TICKET_LIMITS.filename);
}
