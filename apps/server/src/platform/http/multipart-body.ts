import multipart from '@fastify/multipart';
import { formatBytes } from '@sportello/domain';
import type { EndpointSpec } from '@sportello/domain/api';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { UploadedFile } from '../uploads/uploaded-file.ts';
import { HttpError } from './http-error.ts';
import { requestLanguage } from './request-language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart endpoint's call (read before validation); null for other calls. */
    uploads: UploadedFile[] | null;
  }
}

/** Every request has `uploads`, null but on a multipart endpoint's call. */
export function registerUploads(app: FastifyInstance): void {
  app.decorateRequest('uploads', null);
}

/**
 * A multipart endpoint's route, in a context of its own with the multipart parser (each reads its
 * parts itself, below). The parser's plugin adds two asynchronous hooks to every request of the
 * context it is registered in; registered for the whole app, they were a tenth of the CPU of a read
 * answered from memory, for the two endpoints that take files.
 */
export function routeWithMultipart(app: FastifyInstance, options: RouteOptions): void {
  void app.register(async (scope) => {
    await scope.register(multipart);
    scope.route(options);
  });
}

/** The `json` field: the rest of the body, at most this long. */
const JSON_FIELD_BYTES = 64 * 1024;
const DEFAULT_UPLOADS = { fileBytes: 10 * 1024 * 1024, files: 5 };

/**
 * A multipart endpoint's body (DESIGN §4: the files plus a `json` field): read before validation,
 * so that the `json` field is checked by the endpoint's body schema like any JSON body, and the
 * files are kept in memory within the endpoint's limits (413 beyond them, with the limit in the
 * message). Anything but multipart is refused (415).
 */
export function multipartBodyReader(spec: Pick<EndpointSpec, 'uploads'>) {
  const limits = spec.uploads ?? DEFAULT_UPLOADS;
  return async function readMultipartBody(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) throw new HttpError(415, 'error.bad_request', { reason: 'multipart_expected' });
    const files: UploadedFile[] = [];
    let json: unknown = {};
    try {
      for await (const part of request.parts({
        limits: { fileSize: limits.fileBytes, files: limits.files, fields: 10, fieldSize: JSON_FIELD_BYTES },
      })) {
        if (part.type === 'file')
          files.push({ field: part.fieldname, filename: part.filename, content: await part.toBuffer() });
        else if (part.fieldname === 'json') json = JSON.parse(String(part.value));
      }
    } catch (error) {
      throw refusal(error, limits, request);
    }
    request.uploads = files;
    request.body = json;
  };
}

function refusal(error: unknown, limits: { fileBytes: number; files: number }, request: FastifyRequest): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'upload.too_large', {
      reason: 'file_too_large',
      params: { max: formatBytes(limits.fileBytes, 1024, requestLanguage(request)) },
    });
  if (code === 'FST_FILES_LIMIT')
    return new HttpError(413, 'upload.too_many_files', {
      reason: 'too_many_files',
      params: { max: String(limits.files) },
    });
  return new HttpError(400, 'upload.malformed', { reason: 'malformed_multipart' });
}
