import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  activitySchema,
  huntSchema,
  locationSchema,
  paginatedSchema,
  userSchema,
} from '@marshlog/domain';
import { nullableAsTypeUnion } from '../src/platform/nullable-types.js';

type JsonSchema = Record<string, unknown>;

const ANSWERS = {
  'hunt page': paginatedSchema(huntSchema),
  'feed page': paginatedSchema(activitySchema),
  'location page': paginatedSchema(locationSchema),
  user: userSchema,
};

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
}

/** A value the schema allows, every nullable field null (`nulls`) or given, from the schema alone. */
function sample(schema: JsonSchema, nulls: boolean): unknown {
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf as JsonSchema[];
    const nullable = branches.some((branch) => branch.type === 'null');
    const given = branches.find((branch) => branch.type !== 'null') ?? {};
    return nullable && nulls ? null : sample(given, nulls);
  }
  if (Array.isArray(schema.type)) {
    const given = (schema.type as string[]).find((type) => type !== 'null');
    return nulls ? null : sample({ ...schema, type: given }, nulls);
  }
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(
          ([name, property]) => [name, sample(property, nulls)],
        ),
      );
    case 'array':
      return [sample((schema.items ?? {}) as JsonSchema, nulls)];
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 7;
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum + 0.5 : 12.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'date-time') return '2026-11-29T05:00:00.000Z';
      if (schema.format === 'date') return '2026-11-29';
      return 'mallard';
  }
}

function nullableAnyOfs(schema: unknown): number {
  if (Array.isArray(schema))
    return schema.reduce((sum: number, item) => sum + nullableAnyOfs(item), 0);
  if (typeof schema !== 'object' || schema === null) return 0;
  const node = schema as JsonSchema;
  const own =
    Array.isArray(node.anyOf) && (node.anyOf as JsonSchema[]).some((b) => b.type === 'null')
      ? 1
      : 0;
  return own + Object.values(node).reduce((sum: number, value) => sum + nullableAnyOfs(value), 0);
}

describe('nullable fields as type unions', () => {
  it('writes anyOf [T, null] as type [T, null], keeping T and its keywords', () => {
    expect(
      nullableAsTypeUnion({
        type: 'object',
        properties: {
          blind_number: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
          birds: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
        },
      }),
    ).toEqual({
      type: 'object',
      properties: {
        blind_number: { type: ['integer', 'null'], minimum: 0 },
        birds: { type: 'array', items: { type: ['string', 'null'] } },
      },
    });
  });

  it('leaves a choice between two shapes, or a nullable choice among several, as it is', () => {
    const shapes = { anyOf: [{ type: 'string' }, { type: 'integer' }] };
    const several = { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] };
    const constrained = { anyOf: [{ type: 'string' }, { type: 'null' }], minLength: 1 };
    expect(nullableAsTypeUnion(shapes)).toEqual(shapes);
    expect(nullableAsTypeUnion(several)).toEqual(several);
    expect(nullableAsTypeUnion(constrained)).toEqual(constrained);
  });

  for (const [name, answer] of Object.entries(ANSWERS)) {
    it(`serializes a ${name} to the same text, its nullable fields null or given`, () => {
      const declared = jsonSchemaOf(answer);
      const unions = nullableAsTypeUnion(declared);
      if (name !== 'user') expect(nullableAnyOfs(declared)).toBeGreaterThan(0);
      expect(nullableAnyOfs(unions)).toBe(0);
      for (const nulls of [true, false]) {
        const value = sample(declared, nulls);
        expect(answer.safeParse(value).error?.issues ?? []).toEqual([]);
        const text = fastJson(unions)(value);
        expect(text).toBe(fastJson(declared)(value));
        expect(JSON.parse(text)).toEqual(value);
      }
    });
  }
});
