import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nullableAsTypeUnion } from './nullable-types.js';

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

/**
 * The JSON Schema of a response's zod schema (zod stays the one source), or undefined when
 * JSON Schema cannot express it (a transform, a date object): that route keeps zod's serializer.
 */
function responseJsonSchema(schema: z.ZodType): Record<string, unknown> | undefined {
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return undefined; // not expressible: serialized by zod below, as before
  }
}

/**
 * Serializes responses with fast-json-stringify, compiled once per route from the zod response
 * schema: it writes only the schema's fields, like zod did, several times faster than parsing
 * every answer with zod before JSON.stringify (DESIGN.md section 8). Nullable fields are given to
 * it as type unions (platform/nullable-types.ts), the same schema in the form it serializes fastest.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<
  z.ZodType | { properties: z.ZodType }
> = (route) => {
  const schema = isZodSchema(route.schema) ? responseJsonSchema(route.schema) : undefined;
  return schema ? fastJson(nullableAsTypeUnion(schema)) : zodSerializerCompiler(route);
};
