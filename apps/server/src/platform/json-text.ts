import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Paginated } from '@marshlog/domain';

/**
 * JSON text written by PostgreSQL for hot pages that leave the server as the database wrote them
 * (DESIGN.md section 8): the feed's cards and the hunt list's first page. Text is concatenated
 * from to_json of each value (which escapes strings as JSON.stringify does) rather than nested
 * to_json subqueries, which cost a subplan each per object.
 */

/** SQL: a value as JSON text (`null` for SQL null). */
export const json = (value: SQL | AnyPgColumn) => sql`coalesce(to_json(${value})::text, 'null')`;

/** SQL: `"key":value` text, null (and so left out by `object`) when the value is null. */
export const field = (key: string, valueText: SQL) =>
  sql`${sql.raw(`'"${key}":'`)} || ${valueText}`;

/** SQL: an object's text from its fields in order, leaving out the null ones. */
export const object = (fields: SQL[]) =>
  sql`('{' || concat_ws(',', ${sql.join(fields, sql`, `)}) || '}')`;

/** A string the server wrote (never a request's value) as an SQL text literal's source. */
export const quotedText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** SQL: a string the server wrote (never a request's value) as a text literal. */
export const textLiteral = (text: string) => sql.raw(quotedText(text));

/** SQL text literal of a list of words the server wrote (never a request's value), for `in (...)`. */
export const wordList = (words: readonly string[]) => sql.raw(words.map(quotedText).join(', '));

/**
 * SQL: a double as JSON text the way JavaScript writes the number (`String(x)`), `null` when it
 * is infinite as the serializer writes it. Both print the shortest digits that read back as the
 * same double; they differ only in when they switch to an exponent: JavaScript writes fixed
 * notation from 1e-6 up to 1e21 (PostgreSQL only from 1e-4 up to 1e15) and no leading zeros in
 * the exponent (`1e-7`, PostgreSQL `1e-07`).
 */
export function jsNumberText(value: SQL | AnyPgColumn): SQL {
  return sql`(case when ${value} is null then 'null'
    when ${value} in ('Infinity'::float8, '-Infinity'::float8, 'NaN'::float8) then 'null'
    when ${value} = 0 then '0'
    when abs(${value}) < 1e-6 or abs(${value}) >= 1e21
      then regexp_replace((${value})::text, 'e([+-])0*', 'e\\1')
    when abs(${value}) < 1e-4 or abs(${value}) >= 1e15 then (${value})::text::numeric::text
    else (${value})::text end)`;
}

/** Sends JSON text the database wrote as it is, with the type a response schema's answer has. */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * Sends a page whose items the database wrote as JSON text in the envelope `paginate` makes, as
 * the response schema would write it, without parsing or re-serializing the items.
 */
export function sendJsonTextPage(
  reply: FastifyReply,
  envelope: Paginated<unknown>,
  items: readonly string[],
) {
  const { count, next, previous } = envelope;
  const head = `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)}`;
  return sendJsonText(reply, `${head},"results":[${items.join(',')}]}`);
}
