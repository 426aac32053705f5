import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type pg from 'pg';
import type { Statement } from './statement.js';

/** pg's own conversion of a parameter to its wire text, as pg.Query and pg-cursor use it. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

/**
 * What a pg connection takes from a Submittable: the extended-query messages, written as pg's own
 * Query writes them (pg.Connection; its typings lack the `more` flag's default).
 */
interface WireConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { name: string; text: string }, more?: boolean): void;
  bind(
    message: { statement: string; values: unknown[]; valueMapper: (value: unknown) => unknown },
    more?: boolean,
  ): void;
  execute(message: { rows: number }, more?: boolean): void;
  flush(): void;
  sync(): void;
}

/** A DataRow as pg's protocol parser hands it over: text-format fields, null for SQL NULL. */
interface DataRowMessage {
  fields: (string | null)[];
}

/** The statement names each connection has parsed, so each is parsed once per connection. */
const parsedOn = new WeakMap<object, Set<string>>();

/** A name per statement text; the same text always gets the same name. */
function statementName(text: string): string {
  return `rows_${crypto.createHash('sha1').update(text).digest('base64url')}`;
}

type Reading = {
  rows: string[];
  resolve: (rows: string[]) => void;
  reject: (error: Error) => void;
};

/**
 * Reads a statement's rows (their first column, as text) in batches through the unnamed portal of
 * a named prepared statement, for pg's `client.query(submittable)`. Unlike a pg-cursor portal, the
 * statement is parsed once per connection (PostgreSQL keeps its parse and may keep its plan) and a
 * batch that ends the rows is handed over as soon as it arrives: one round trip for an answer
 * that fits in one batch, where an unnamed statement with a named portal takes two and a parse.
 *
 * The rows never sit whole in memory: each `read` asks for the next batch only. Any error leaves
 * the connection in an unknown state; the owner must then drop it (`client.release(true)`).
 */
export class PreparedRowCursor {
  private readonly name: string;
  private connection: WireConnection | undefined;
  private reading: Reading | undefined;
  private state: 'waiting' | 'given' | 'open' | 'ended' | 'failed' = 'waiting';
  private failure: Error | undefined;
  private synced: (() => void) | undefined;
  private readonly ready: Promise<void>;
  private batchSize = 0;

  constructor(private readonly statement: Statement) {
    this.name = statementName(statement.sql);
    this.ready = new Promise((resolve) => {
      this.synced = resolve;
    });
  }

  /**
   * Called by pg when the connection is free. Nothing is sent until the first `read`, so the
   * parse (once per connection), bind and first execute go out together.
   */
  submit(connection: pg.Connection): void {
    this.connection = connection as unknown as WireConnection;
    if (this.state === 'ended') {
      this.connection.sync();
      return;
    }
    this.state = 'given';
    if (this.reading) this.bindAndExecute(this.connection);
  }

  /** The next rows, at most `count`; fewer only when the statement has no more. */
  read(count: number): Promise<string[]> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.state === 'ended') return Promise.resolve([]);
    if (this.reading) return Promise.reject(new Error('A batch is already being read'));
    return new Promise((resolve, reject) => {
      this.reading = { rows: [], resolve, reject };
      this.batchSize = count;
      const wire = this.connection;
      if (this.state === 'given' && wire) {
        this.bindAndExecute(wire);
      } else if (this.state === 'open' && wire) {
        wire.execute({ rows: count }, true);
        wire.flush();
      }
    });
  }

  private bindAndExecute(wire: WireConnection): void {
    let parsed = parsedOn.get(wire);
    if (!parsed) {
      parsed = new Set();
      parsedOn.set(wire, parsed);
    }
    wire.stream.cork?.();
    try {
      if (!parsed.has(this.name)) {
        wire.parse({ name: this.name, text: this.statement.sql }, true);
        parsed.add(this.name);
      }
      wire.bind(
        { statement: this.name, values: this.statement.params, valueMapper: prepareValue },
        true,
      );
      wire.execute({ rows: this.batchSize }, true);
      wire.flush();
    } finally {
      wire.stream.uncork?.();
    }
    this.state = 'open';
  }

  /**
   * Ends the read: a Sync closes the portal, and the promise settles when the connection is ready
   * for its next query. After a failure there is nothing to wait for: drop the connection.
   */
  end(): Promise<void> {
    if (this.failure) return Promise.resolve();
    if (this.state === 'waiting') this.state = 'ended';
    else this.finish();
    return this.ready;
  }

  /**
   * Sends the one Sync of this read. A second would bring a second ReadyForQuery, which pg would
   * take for the next query's: a read ended while its last batch was in flight must not send one
   * again when that batch completes.
   */
  private finish(): void {
    if (this.state === 'ended') return;
    this.state = 'ended';
    this.connection?.sync();
  }

  private handOver(): void {
    const reading = this.reading;
    this.reading = undefined;
    reading?.resolve(reading.rows);
  }

  handleRowDescription(): void {}

  /** A row's first column; the statements read this way never answer NULL there. */
  handleDataRow(message: DataRowMessage): void {
    this.reading?.rows.push(message.fields[0] ?? 'null');
  }

  handlePortalSuspended(): void {
    this.handOver();
  }

  handleCommandComplete(): void {
    this.finish();
    this.handOver();
  }

  handleEmptyQuery(): void {
    this.finish();
    this.handOver();
  }

  handleError(error: Error): void {
    this.state = 'failed';
    this.failure = error;
    const reading = this.reading;
    this.reading = undefined;
    reading?.reject(error);
  }

  handleReadyForQuery(): void {
    this.synced?.();
  }
}
