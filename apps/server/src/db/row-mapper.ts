import { Column, getTableName, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/*
 * A row mapper compiled once per prepared query, in place of Drizzle's `mapResultRow`, which
 * re-derives every field's decoder (up to four `is()` class checks), walks its path and
 * re-decides the left joins' nulling for every row of every call: about a tenth of the hunt
 * list's CPU.
 *
 * It leans on what Drizzle 0.45 keeps off its typings on a prepared query: `fields` (the
 * selection as `orderSelectedFields` flattens it), `joinsNotNullableMap` (which joined tables
 * may be null) and `customResultMapper` (which `execute` calls with the rows in array mode in
 * place of its own mapping). This file is the one place that reads them, and
 * test/row-mapper.test.ts compares its rows with Drizzle's own for the same statements on both
 * backends, so an upgrade that changes them fails there; a query whose internals do not look as
 * expected keeps Drizzle's own mapping.
 */

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** One step of building a row: a nested object, or a decoded column stored in one. */
type Step =
  | { object: true; parent: number; key: string; node: number }
  | {
      object: false;
      parent: number;
      key: string;
      column: number;
      decoder: Decoder | null;
      /** The top-level selection this value nulls when it reads null (nullableSelections). */
      nulls: string | undefined;
    };

export type RowMapper = (rows: unknown[][]) => Record<string, unknown>[];

function asDecoder(value: unknown): Decoder | undefined {
  if (typeof value !== 'object' || value === null || !('mapFromDriverValue' in value)) {
    return undefined;
  }
  return typeof value.mapFromDriverValue === 'function' ? (value as Decoder) : undefined;
}

function decoderOfSql(sql: SQL): Decoder | undefined {
  return asDecoder(Reflect.get(sql, 'decoder'));
}

/**
 * The decoder `mapResultRow` picks for a field (the column itself, or the SQL's `mapWith`), null
 * when it hands the value back as it is, undefined for a field it would not know.
 */
function decoderOf(field: unknown): Decoder | null | undefined {
  if (is(field, Column)) {
    return field.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : field;
  }
  let decoder: Decoder | undefined;
  if (is(field, SQL)) decoder = decoderOfSql(field);
  else if (is(field, Subquery)) decoder = decoderOfSql(field._.sql);
  else if (is(field, SQL.Aliased)) decoder = decoderOfSql(field.sql);
  if (decoder === undefined) return undefined;
  return decoder === noopDecoder ? null : decoder;
}

interface SelectedField {
  path: string[];
  field: unknown;
}

function asSelectedFields(value: unknown): SelectedField[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const fields: SelectedField[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const path: unknown = Reflect.get(entry, 'path');
    if (!Array.isArray(path) || path.length === 0) return undefined;
    if (!path.every((chunk): chunk is string => typeof chunk === 'string')) return undefined;
    fields.push({ path, field: Reflect.get(entry, 'field') });
  }
  return fields;
}

function asNotNullableMap(value: unknown): Record<string, unknown> | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * The steps that build a row as `mapResultRow` does, in the same order, so every object gets
 * the same keys in the same order; undefined for a selection it would build differently (a
 * field it does not know, a path through a value).
 */
function compileSteps(fields: SelectedField[]): Step[] | undefined {
  const steps: Step[] = [];
  // Per built object: its child objects by key, and the keys that hold values.
  const children: Map<string, number>[] = [new Map()];
  const values: Set<string>[] = [new Set()];
  for (const [column, { path, field }] of fields.entries()) {
    const decoder = decoderOf(field);
    if (decoder === undefined) return undefined;
    let parent = 0;
    for (const key of path.slice(0, -1)) {
      let node = children[parent]?.get(key);
      if (node === undefined) {
        if (values[parent]?.has(key)) return undefined;
        node = children.length;
        children.push(new Map());
        values.push(new Set());
        children[parent]?.set(key, node);
        steps.push({ object: true, parent, key, node });
      }
      parent = node;
    }
    const key = path[path.length - 1] ?? '';
    if (children[parent]?.has(key)) return undefined;
    values[parent]?.add(key);
    steps.push({ object: false, parent, key, column, decoder, nulls: undefined });
  }
  return steps;
}

/**
 * Drizzle's left-join rule, decided once: a top-level selection of columns at depth two is set
 * to null when its first column reads null, its columns all come from one table, and that table
 * is joined so that it may be missing.
 */
function nullableSelections(
  fields: SelectedField[],
  notNullable: Record<string, unknown> | undefined,
): Map<number, string> {
  if (notNullable === undefined) return new Map();
  const first = new Map<string, { column: number; table: string; oneTable: boolean }>();
  for (const [column, { path, field }] of fields.entries()) {
    if (!is(field, Column) || path.length !== 2) continue;
    const key = path[0] ?? '';
    const table = getTableName(field.table);
    const seen = first.get(key);
    if (seen === undefined) first.set(key, { column, table, oneTable: true });
    else if (seen.table !== table) seen.oneTable = false;
  }
  return new Map(
    [...first]
      .filter(([, { table, oneTable }]) => oneTable && !notNullable[table])
      .map(([key, { column }]) => [column, key]),
  );
}

function compileMapper(
  fields: SelectedField[],
  notNullable: Record<string, unknown> | undefined,
): RowMapper | undefined {
  const steps = compileSteps(fields);
  if (steps === undefined) return undefined;
  const nullable = nullableSelections(fields, notNullable);
  for (const step of steps) if (!step.object) step.nulls = nullable.get(step.column);
  const objectCount = steps.filter((step) => step.object).length + 1;
  const mapRow = (row: unknown[]): Record<string, unknown> => {
    const objects: Record<string, unknown>[] = new Array(objectCount);
    const result: Record<string, unknown> = {};
    objects[0] = result;
    let missed: string[] | undefined;
    for (const step of steps) {
      const parent = objects[step.parent] as Record<string, unknown>;
      if (step.object) {
        const object: Record<string, unknown> = {};
        parent[step.key] = object;
        objects[step.node] = object;
      } else {
        const raw = row[step.column];
        const value =
          raw === null || step.decoder === null ? raw : step.decoder.mapFromDriverValue(raw);
        parent[step.key] = value;
        if (value === null && step.nulls !== undefined) (missed ??= []).push(step.nulls);
      }
    }
    if (missed !== undefined) for (const key of missed) result[key] = null;
    return result;
  };
  return (rows) => rows.map(mapRow);
}

/**
 * Gives a prepared select (or returning) query the row mapper compiled from its selection, and
 * answers whether it did; a query with a mapper of its own, or internals that do not look like
 * Drizzle 0.45's, is left to Drizzle's mapping.
 */
export function compileRowMapping(query: unknown): boolean {
  if (!is(query, PgPreparedQuery)) return false;
  const internals = query as unknown as Record<string, unknown>;
  if (internals.customResultMapper !== undefined || internals._isResponseInArrayMode !== true) {
    return false;
  }
  const fields = asSelectedFields(internals.fields);
  const notNullable = asNotNullableMap(internals.joinsNotNullableMap);
  if (fields === undefined || notNullable === null) return false;
  const mapper = compileMapper(fields, notNullable);
  if (mapper === undefined) return false;
  internals.customResultMapper = mapper;
  return true;
}
