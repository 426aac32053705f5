/** A SQL string literal. */
export function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** A SQL text[] literal. */
export function textArray(values: readonly string[]): string {
  return `array[${values.map(literal).join(',')}]::text[]`;
}

/** A SQL boolean[] literal. */
export function booleanArray(values: readonly boolean[]): string {
  return `array[${values.map(String).join(',')}]::boolean[]`;
}

/** SQL picking an element of a SQL array of `length` elements with a uniform draw in [0, 1). */
export function elementSql(arraySql: string, length: number, uSql: string): string {
  return `(${arraySql})[1 + floor(${uSql} * ${length})::int]`;
}
