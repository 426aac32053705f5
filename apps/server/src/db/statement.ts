/** A statement and its parameters, as Drizzle's `toSQL()` answers them. */
export interface Statement {
  sql: string;
  params: unknown[];
}
