import type { FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.ts';

const route = (schema: unknown, url = '/a') => ({
  schema: schema as FastifySchema,
  method: 'GET',
  url,
  httpStatus: '200',
});

describe('the response serializer', () => {
  it('sends only the declared fields', () => {
    const serialize = serializerCompiler(route(z.object({ id: z.number(), name: z.string() })));
    expect(JSON.parse(serialize({ id: 1, name: 'Rossi', secret: 'x' }))).toEqual({ id: 1, name: 'Rossi' });
  });

  it('compiles a schema at its first answer, once however many routes answer with it', () => {
    let read = 0;
    const schema = z.object({
      name: z.lazy(() => {
        read += 1;
        return z.string();
      }),
    });
    const serialize = serializerCompiler(route(schema));
    expect(read).toBe(0);
    expect(JSON.parse(serialize({ name: 'Rossi', secret: 'x' }))).toEqual({ name: 'Rossi' });
    const compiled = read;
    expect(compiled).toBeGreaterThan(0);
    expect(serializerCompiler(route(schema, '/b'))({ name: 'Bianchi' })).toBe('{"name":"Bianchi"}');
    expect(read).toBe(compiled);
  });

  it('keeps zod’s serializer for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    const serialize = serializerCompiler(route(schema));
    expect(JSON.parse(serialize({ at: new Date('2026-11-28T00:00:00Z') }))).toEqual({ at: '2026-11-28T00:00:00.000Z' });
  });
});
