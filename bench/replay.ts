import crypto from 'node:crypto';
import type { CapturedStatement } from './capture.js';

/** A step of the floor's replay: one statement, or a transaction run on one connection. */
export type ReplayUnit =
  | { kind: 'statement'; statement: CapturedStatement }
  | { kind: 'transaction'; statements: CapturedStatement[] };

const BEGIN = /^\s*(begin|start transaction)\b/i;
const END = /^\s*(commit|rollback|end)\b/i;

/**
 * Groups captured statements as the server ran them: a begin..commit block is one unit that needs
 * one connection throughout; every other statement goes to the pool on its own.
 */
export function replayUnits(statements: readonly CapturedStatement[]): ReplayUnit[] {
  const units: ReplayUnit[] = [];
  let open: CapturedStatement[] | undefined;
  for (const statement of statements) {
    if (open) {
      open.push(statement);
      if (END.test(statement.sql)) {
        units.push({ kind: 'transaction', statements: open });
        open = undefined;
      }
    } else if (BEGIN.test(statement.sql)) {
      open = [statement];
    } else {
      units.push({ kind: 'statement', statement });
    }
  }
  if (open) units.push({ kind: 'transaction', statements: open });
  return units;
}

const RANDOM_TOKEN = /^[0-9a-f]{32,}$/;

/**
 * The parameters for one more run of a statement: a hex string of 32 or more digits is a random
 * token the server draws anew each request (a refresh token's hash, a session family), so it is
 * drawn anew here too, or a unique index would refuse the second insert.
 */
export function freshParams(params: readonly unknown[]): unknown[] {
  return params.map((value) =>
    typeof value === 'string' && RANDOM_TOKEN.test(value)
      ? crypto
          .randomBytes(Math.ceil(value.length / 2))
          .toString('hex')
          .slice(0, value.length)
      : value,
  );
}
