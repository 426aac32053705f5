/**
 * Malformed variants of a request, built from the route's JSON Schema in the OpenAPI document:
 * a valid-looking base, then one field at a time replaced by a hostile value.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
}

/** Values that have broken servers: NUL, lone surrogates, out-of-range numbers and dates, wrong types. */
export const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  'teal\ud800',
  '\udfff',
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0,
  1.5,
  '0000-01-01',
  '9999-12-31',
  '1899-12-31',
  '2024-02-30',
  'x'.repeat(5000),
  '',
  ' ',
  true,
  null,
  [],
  {},
  ['\u0000'],
  [2147483648],
  { $gt: '' },
  '1; drop table users',
  '💥'.repeat(300),
];

/** Query-string values (always text on the wire). */
export const HOSTILE_QUERY_VALUES: string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AF',
  '2147483648',
  '99999999999999999999999',
  '-1',
  '0',
  '1e400',
  'NaN',
  '0000-01-01',
  '9999-12-31',
  '-123-01-01',
  'x'.repeat(3000),
  '',
  '%F0%9F%A6%86',
  '1,2,3,4,5,6,7,8,9,10',
  '-200,-100,200,100',
  'mallard%00',
];

/** Path ids: over 100 characters, past 2^31-1, NUL, malformed escapes, negative, words. */
export const HOSTILE_PATH_IDS: string[] = [
  '1'.repeat(101),
  '9'.repeat(150),
  '2147483648',
  '99999999999999999999',
  '0',
  '-1',
  '1.5',
  'abc',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%',
  '1e3',
  '0x10',
];

function pick(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.find((option) => option.type !== 'null') ?? alternatives[0];
  if (schema.allOf?.[0]) return schema.allOf[0];
  return schema;
}

/** A plausible valid value of the schema, so a variant fails on its one hostile field only. */
export function exampleOf(input: JsonSchema | undefined, depth = 0): unknown {
  const schema = pick(input);
  if (!schema || depth > 4) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = exampleOf(property, depth + 1);
      }
      return value;
    }
    case 'array':
      return [exampleOf(schema.items, depth + 1)];
    case 'integer':
      return Math.max(1, schema.minimum ?? 1);
    case 'number':
      return Math.max(0, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date') return '2024-11-16';
      if (schema.format === 'date-time') return '2024-11-16T06:30:00Z';
      if (schema.format === 'email') return 'fuzz@marsh.test';
      if (schema.format === 'uri') return 'https://marsh.test/x.png';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/** Paths into an object (and its arrays' first items) where a hostile value can go. */
export function fieldPaths(input: JsonSchema | undefined, prefix: (string | number)[] = []) {
  const schema = pick(input);
  const paths: (string | number)[][] = [];
  if (!schema || prefix.length > 3) return paths;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    paths.push(path);
    const inner = pick(property);
    if (inner?.properties) paths.push(...fieldPaths(inner, path));
    if (inner?.items) paths.push(...fieldPaths(inner.items, [...path, 0]));
  }
  return paths;
}

/** A deep copy of value with the given path set. */
export function withValue(
  value: unknown,
  path: (string | number)[],
  replacement: unknown,
): unknown {
  const copy: unknown = structuredClone(value);
  let cursor = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) {
    const next = cursor[step];
    if (typeof next !== 'object' || next === null) return copy;
    cursor = next as Record<string | number, unknown>;
  }
  const last = path.at(-1);
  if (last !== undefined) cursor[last] = replacement;
  return copy;
}

/** A small deterministic PRNG (mulberry32), so a failing sample is reproducible from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `count` items of a list, chosen by the PRNG, in their order. */
export function sample<T>(items: T[], count: number, random: () => number): T[] {
  if (items.length <= count) return items;
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(random() * items.length));
  return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
}
