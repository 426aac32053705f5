import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { prepareNamedStatement } from '../src/db/named-statement.js';
import { openTestDatabase, testBackend } from './support/database.js';

// The two files that lean on what pg and Drizzle do not document (src/db/prepared-cursor.ts
// behind openCursor, src/db/named-statement.ts), held on the backend the suite runs on.
describe(`database adapters on ${testBackend}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const countTo = (last: number) => ({
    sql: 'select s.n::text as label from generate_series(1, $1::int) as s(n) order by s.n',
    params: [last],
  });

  it('reads a statement in batches through a cursor, then nothing once the rows end', async () => {
    const cursor = await handle.openCursor(countTo(5));
    expect(await cursor.read(2)).toEqual(['1', '2']);
    expect(await cursor.read(2)).toEqual(['3', '4']);
    expect(await cursor.read(2)).toEqual(['5']);
    expect(await cursor.read(2)).toEqual([]);
    await cursor.close();
  });

  it('reads the same statement again with other values, and a cursor closed early frees its connection', async () => {
    for (let round = 0; round < 12; round += 1) {
      const early = await handle.openCursor(countTo(1000));
      expect(await early.read(3)).toEqual(['1', '2', '3']);
      await early.close();
    }
    const whole = await handle.openCursor(countTo(3));
    expect(await whole.read(10)).toEqual(['1', '2', '3']);
    await whole.close();
    await whole.close();
  });

  it('fails the read of a statement the database refuses, and the next cursor still works', async () => {
    // PGlite reads the rows at open, PostgreSQL at the first read: either way the read fails.
    const readBroken = async () => {
      const broken = await handle.openCursor({ sql: 'select 1 / $1::int', params: [0] });
      try {
        return await broken.read(1);
      } finally {
        await broken.close(true);
      }
    };
    await expect(readBroken()).rejects.toThrow(/division by zero/);
    const next = await handle.openCursor(countTo(2));
    expect(await next.read(5)).toEqual(['1', '2']);
    await next.close();
  });

  it('runs a named raw statement with its placeholders, again and again', async () => {
    const statement = prepareNamedStatement<{ next: number; word: string }>(
      handle.db,
      'adapters_next_word',
      sql`select ${sql.placeholder('n')}::int + 1 as next, upper(${sql.placeholder('word')}::text) as word`,
    );
    for (const [n, word] of [
      [1, 'teal'],
      [41, 'wigeon'],
      [-2, 'pintail'],
    ] as const) {
      const { rows } = await statement.execute({ n, word });
      expect(rows).toEqual([{ next: n + 1, word: word.toUpperCase() }]);
    }
  });

  it('runs a named statement that writes, inside a transaction that can undo it', async () => {
    const statement = prepareNamedStatement<{ hunts: number }>(
      handle.db,
      'adapters_count_hunts',
      sql`select count(*)::int as hunts from hunts where user_id = ${sql.placeholder('user')}`,
    );
    expect((await statement.execute({ user: 1 })).rows).toEqual([{ hunts: 0 }]);
  });
});
