import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

/**
 * A JSON answer made once and sent many times (a price list, read from a ReadCache): serialized
 * through the endpoint's response schema as Fastify would, with a strong ETag, and compressed at
 * most once per encoding instead of on every call.
 */
export class PreparedAnswer {
  readonly etag: string;
  private readonly encoded = new Map<'br' | 'gzip', Buffer>();

  private constructor(readonly body: Buffer) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  }

  static of(schema: ZodType, value: unknown): PreparedAnswer {
    return new PreparedAnswer(Buffer.from(JSON.stringify(schema.encode(value))));
  }

  /** The body in this encoding, made on first use. */
  in(encoding: 'br' | 'gzip'): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length },
            })
          : gzipSync(this.body, { level: 9 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Below this an answer goes as it is: compressing would save less than a packet. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Sends a prepared answer in the best encoding the browser accepts.
 * - 'revalidate': `private, no-cache` with the ETag — the browser may keep it (it holds no personal
 *   data) but asks again each time, and a 304 (If-None-Match) costs no body;
 * - 'no-store': an answer with personal data (userinfo), which no cache keeps, so it has no ETag.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  caching: 'revalidate' | 'no-store' = 'revalidate',
): FastifyReply {
  void reply.header('vary', 'accept-encoding');
  if (caching === 'no-store') {
    void reply.header('cache-control', 'no-store');
  } else {
    void reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  }
  void reply.header('content-type', 'application/json; charset=utf-8');
  const encoding =
    answer.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.in(encoding));
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Browsers send one of a handful of Accept-Encoding values: each is parsed once and its answer
 * remembered (bounded, like every cache of request input).
 */
const encodingOf = new Map<string, 'br' | 'gzip' | undefined>();
const REMEMBERED_ENCODINGS = 100;

/** br, else gzip, among the encodings the browser accepts (a q of 0 refuses one). */
function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  if (encodingOf.has(acceptEncoding)) return encodingOf.get(acceptEncoding);
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : undefined;
  if (encodingOf.size >= REMEMBERED_ENCODINGS) encodingOf.clear();
  encodingOf.set(acceptEncoding, encoding);
  return encoding;
}
