import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** What JavaScript's trim and `\s` count as white space, as a regular-expression class. */
const JS_SPACE =
  '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

/**
 * SQL: `firstNameOf(name)` of @marshlog/domain: the name trimmed, up to its first run of white
 * space. The users table stores it as a generated column (drizzle/0014 holds this text).
 */
export function firstNameSql(name: SQL | AnyPgColumn): SQL {
  const edges = sql.raw(`'^${JS_SPACE}+|${JS_SPACE}+$'`);
  const runs = sql.raw(`'${JS_SPACE}+'`);
  return sql`coalesce((regexp_split_to_array(regexp_replace(${name}, ${edges}, '', 'g'), ${runs}))[1], '')`;
}
