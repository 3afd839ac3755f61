import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers serialized by code compiled from the endpoint's response schema (fast-json-stringify, as
 * Fastify does for JSON Schema), not by walking the zod schema on every call: the declarations in
 * packages/domain are turned into JSON Schema once, at start. Only the declared fields go out, as
 * with zod. A schema JSON Schema cannot express keeps the zod serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<FastifySchema> = (route) => {
  const schema = route.schema as unknown;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' }) as Record<string, unknown>;
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
  const stringify = fastJson(jsonSchema);
  return (data) => stringify(data);
};
