import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { PreparedRowCursor } from '../src/db/prepared-cursor.js';

/** The messages a cursor writes, as a pg connection would send them to PostgreSQL. */
function recordingConnection() {
  const sent: string[] = [];
  const connection = {
    stream: {},
    parse: () => sent.push('parse'),
    bind: () => sent.push('bind'),
    execute: ({ rows }: { rows: number }) => sent.push(`execute ${rows}`),
    flush: () => sent.push('flush'),
    sync: () => sent.push('sync'),
  };
  return { sent, connection: connection as unknown as pg.Connection };
}

const rows = (...values: string[]) => values.map((value) => ({ fields: [value] }));

describe('a read through a prepared statement', () => {
  it('sends parse, bind and the first execute together, and nothing before the first read', async () => {
    const { sent, connection } = recordingConnection();
    const cursor = new PreparedRowCursor({ sql: 'select $1::text', params: ['a'] });
    cursor.submit(connection);
    expect(sent).toEqual([]);
    const batch = cursor.read(2);
    expect(sent).toEqual(['parse', 'bind', 'execute 2', 'flush']);
    for (const row of rows('1')) cursor.handleDataRow(row);
    cursor.handleCommandComplete();
    expect(await batch).toEqual(['1']);
    expect(sent.at(-1)).toBe('sync');
  });

  it('parses a statement once per connection', () => {
    const { sent, connection } = recordingConnection();
    for (let n = 0; n < 3; n += 1) {
      const cursor = new PreparedRowCursor({ sql: 'select 2', params: [] });
      cursor.submit(connection);
      void cursor.read(10);
      cursor.handleCommandComplete();
      cursor.handleReadyForQuery();
    }
    expect(sent.filter((message) => message === 'parse')).toHaveLength(1);
    expect(sent.filter((message) => message === 'bind')).toHaveLength(3);
  });

  it('hands over a full batch at the portal suspension, and reads on with one execute', async () => {
    const { sent, connection } = recordingConnection();
    const cursor = new PreparedRowCursor({ sql: 'select 3', params: [] });
    cursor.submit(connection);
    const first = cursor.read(2);
    for (const row of rows('1', '2')) cursor.handleDataRow(row);
    cursor.handlePortalSuspended();
    expect(await first).toEqual(['1', '2']);
    sent.length = 0;
    const second = cursor.read(2);
    expect(sent).toEqual(['execute 2', 'flush']);
    cursor.handleCommandComplete();
    expect(await second).toEqual([]);
    expect(await cursor.read(2)).toEqual([]);
  });

  it('sends one Sync when the read ends while its last batch is on its way', async () => {
    const { sent, connection } = recordingConnection();
    const cursor = new PreparedRowCursor({ sql: 'select 4', params: [] });
    cursor.submit(connection);
    const first = cursor.read(1);
    cursor.handleDataRow({ fields: ['1'] });
    cursor.handlePortalSuspended();
    await first;
    const last = cursor.read(1);
    const ended = cursor.end();
    cursor.handleDataRow({ fields: ['2'] });
    cursor.handleCommandComplete();
    cursor.handleReadyForQuery();
    await ended;
    expect(await last).toEqual(['2']);
    expect(sent.filter((message) => message === 'sync')).toHaveLength(1);
  });

  it('rejects the batch being read when the statement fails, and every later read', async () => {
    const { connection } = recordingConnection();
    const cursor = new PreparedRowCursor({ sql: 'select 1 / 0', params: [] });
    cursor.submit(connection);
    const batch = cursor.read(5);
    cursor.handleError(new Error('division by zero'));
    await expect(batch).rejects.toThrow('division by zero');
    await expect(cursor.read(5)).rejects.toThrow('division by zero');
    await expect(cursor.end()).resolves.toBeUndefined();
  });
});
