import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers serialized by code compiled from the endpoint's response schema (fast-json-stringify, as
 * Fastify does for JSON Schema), not by walking the zod schema on every call: the declarations in
 * packages/domain are turned into JSON Schema once, at an endpoint's first answer of that status.
 * Compiling them all when the routes are declared was a third of building the app and held back the
 * first page of every start (issue 37, warm restart); a route's first answer waits for its own only.
 * Only the declared fields go out, as with zod. A schema JSON Schema cannot express keeps the zod
 * serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<FastifySchema> = (route) => {
  const schema = route.schema as unknown;
  const zodSerializer = () => zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  if (!(schema instanceof z.ZodType)) return zodSerializer();
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??= compiledFor(schema) ?? zodSerializer();
    return serialize(data);
  };
};

type Serialize = (data: unknown) => string;

/**
 * Compiled once per schema: routes share response schemas (every error answer, the list envelope),
 * and an app built again in the same process (the tests build one per file) would otherwise compile
 * them again (about 900 schemas in all).
 * null: JSON Schema cannot express the schema.
 */
const compiledSchemas = new WeakMap<z.ZodType, Serialize | null>();

function compiledFor(schema: z.ZodType): Serialize | null {
  let compiled = compiledSchemas.get(schema);
  if (compiled === undefined) {
    compiled = compile(schema);
    compiledSchemas.set(schema, compiled);
  }
  return compiled;
}

function compile(schema: z.ZodType): Serialize | null {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
  const stringify = fastJson(jsonSchema);
  return (data) => stringify(data);
}
