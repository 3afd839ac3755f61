import { BROCHURE_TYPES, INTRODUCTION_LIMITS, LOGO_TYPES, type MessageKey } from '@sportello/domain';
import type { UploadedFile } from '../../platform/uploads/uploaded-file.ts';
import { downloadName } from '../../platform/uploads/download-name.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';

export type CompanyFileKind = 'logo' | 'brochure';

export interface CheckedFile {
  kind: CompanyFileKind;
  filename: string;
  contentType: string;
  content: Buffer;
  /** The logo's 64 px PNG preview. */
  preview: Buffer | null;
}

/** A logo this large in pixels is refused before it is decoded (a small file can unpack into a huge image). */
const LOGO_MAX_PIXELS = 40_000_000;
const MB = 1024 * 1024;

const RULES: Record<
  CompanyFileKind,
  { maxBytes: number; types: readonly string[]; typeKey: MessageKey; sizeKey: MessageKey }
> = {
  logo: {
    maxBytes: INTRODUCTION_LIMITS.logoBytes,
    types: LOGO_TYPES,
    typeKey: 'introduction.logo_type',
    sizeKey: 'introduction.logo_too_large',
  },
  brochure: {
    maxBytes: INTRODUCTION_LIMITS.brochureBytes,
    types: BROCHURE_TYPES,
    typeKey: 'introduction.brochure_type',
    sizeKey: 'introduction.brochure_too_large',
  },
};

const wrongType = (kind: CompanyFileKind) =>
  new DomainError('unsupported_type', RULES[kind].typeKey, {
    reason: 'file_type',
    errors: { [kind]: RULES[kind].typeKey },
  });

/**
 * Judges an uploaded logo or brochure by its bytes, whatever its name says (file-type's magic
 * numbers): a logo is PNG, JPEG or WebP (SVG, which can carry script, is refused) and decodes as an
 * image, from which sharp makes the 64 px preview; a brochure is a PDF. 413 past the size limit,
 * 415 for another type, each with its field's message.
 */
export async function checkCompanyFile(kind: CompanyFileKind, upload: UploadedFile): Promise<CheckedFile> {
  const rule = RULES[kind];
  const { content } = upload;
  if (content.length > rule.maxBytes) {
    const params = { max: rule.maxBytes / MB };
    throw new DomainError('too_large', rule.sizeKey, {
      params,
      reason: 'file_too_large',
      errors: { [kind]: { key: rule.sizeKey, params } },
    });
  }
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = content.length ? await fileTypeFromBuffer(content) : undefined;
  if (!detected || !rule.types.includes(detected.mime)) throw wrongType(kind);
  const preview = kind === 'logo' ? await logoPreview(content) : null;
  return { kind, filename: downloadName(upload.filename, kind), contentType: detected.mime, content, preview };
}

/** Spec 1 §9: the logo shown at 64 px, as PNG, never enlarged. */
async function logoPreview(content: Buffer): Promise<Buffer> {
  try {
    const { default: sharp } = await import('sharp');
    return await sharp(content, { limitInputPixels: LOGO_MAX_PIXELS })
      .rotate()
      .resize(INTRODUCTION_LIMITS.logoPreview, INTRODUCTION_LIMITS.logoPreview, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png()
      .toBuffer();
  } catch {
    // Bytes that begin like an image yet do not decode as one.
    throw wrongType('logo');
  }
}

/**
 * The call's file parts by name: at most one `logo` and one `brochure` (the form sends each once);
 * any other part is refused, not ignored, so that nothing sent is silently dropped.
 */
export function companyFilesOf(uploads: readonly UploadedFile[]): Partial<Record<CompanyFileKind, UploadedFile>> {
  const files: Partial<Record<CompanyFileKind, UploadedFile>> = {};
  for (const upload of uploads) {
    const kind = upload.field;
    if ((kind !== 'logo' && kind !== 'brochure') || files[kind])
      throw new DomainError('invalid', 'introduction.unknown_file', { reason: 'unknown_file' });
    files[kind] = upload;
  }
  return files;
}
