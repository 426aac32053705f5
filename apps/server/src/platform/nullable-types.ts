type JsonSchema = Record<string, unknown>;

const NULL_BRANCH = JSON.stringify({ type: 'null' });

/** The branch beside `{ type: 'null' }` in a two-branch anyOf, if it is a schema of one type. */
function nullableBranch(schema: JsonSchema): JsonSchema | undefined {
  const { anyOf, ...siblings } = schema;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return undefined;
  const [first, second] = anyOf as unknown[];
  const other = JSON.stringify(second) === NULL_BRANCH ? first : undefined;
  if (typeof other !== 'object' || other === null || Array.isArray(other)) return undefined;
  const branch = other as JsonSchema;
  if (typeof branch.type !== 'string' || branch.type === 'null') return undefined;
  // Sibling keywords (a description) stay; a sibling that constrains the value would be lost.
  if (Object.keys(siblings).some((key) => key !== 'description' && key !== 'title')) {
    return undefined;
  }
  return { ...siblings, ...branch, type: [branch.type, 'null'] };
}

/**
 * The same response schema with every nullable value (zod's `.nullable()`, which
 * `z.toJSONSchema` writes as `anyOf: [T, { type: 'null' }]`) written as a type union
 * `type: [T, 'null']`. Both mean "a T or null"; fast-json-stringify serializes the union with
 * one typeof test, where for an anyOf it runs a JSON Schema validator against each branch for
 * every value (a hunt page holds hundreds of nullable fields). Like every other field it
 * serializes, it then writes the value by its type and leaves range and length checks to the
 * schemas that validate input.
 */
export function nullableAsTypeUnion(schema: JsonSchema): JsonSchema {
  const node = nullableBranch(schema) ?? schema;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewritten(value)]));
}

function rewritten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewritten);
  if (typeof value !== 'object' || value === null) return value;
  return nullableAsTypeUnion(value as JsonSchema);
}
