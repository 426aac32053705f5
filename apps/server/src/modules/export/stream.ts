import { Readable } from 'node:stream';
import type { DatabaseHandle, RowCursor, Statement } from '../../db/client.js';
import type { ExportRecord } from './records.js';
import type { ExportWriter } from './writers.js';

/** Records read per FETCH: a few hundred KB of text at most, whatever the logbook's size. */
export const EXPORT_BATCH_ROWS = 500;

async function* exportText(cursor: RowCursor, writer: ExportWriter): AsyncGenerator<string> {
  let failed = true;
  try {
    yield writer.head;
    for (;;) {
      const rows = await cursor.read(EXPORT_BATCH_ROWS);
      const text = rows.map((row) => writer.record(JSON.parse(row) as ExportRecord)).join('');
      if (text) yield text;
      if (rows.length < EXPORT_BATCH_ROWS) break;
    }
    yield writer.tail();
    failed = false;
  } finally {
    // A client that went away or a failed read drops the connection instead of reusing it.
    await cursor.close(failed);
  }
}

/**
 * The file of the statement's records, read through a cursor a batch at a time and pulled by
 * the client (backpressure): the server never holds the whole export.
 */
export async function exportStream(
  database: DatabaseHandle,
  statement: Statement,
  writer: ExportWriter,
): Promise<Readable> {
  const cursor = await database.openCursor(statement);
  return Readable.from(exportText(cursor, writer), { objectMode: false });
}
