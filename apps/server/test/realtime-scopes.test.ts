import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import type { EventBus, LiveEvent } from '../src/platform/realtime/bus.js';
import { Publisher, announce, transactionWithEvents } from '../src/platform/realtime/publish.js';
import { openTestDatabase, testBackend } from './support/database.js';

/** An event naming one hunter, so the test can tell which announcement was published. */
const event = (userId: number): LiveEvent => ({ kind: 'tokens_ended', userId, validAfterMs: 0 });

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 5));

describe(`event scopes open and close around one another on ${testBackend}`, () => {
  let database: DatabaseHandle;
  const published: number[] = [];
  let publisher: Publisher;
  beforeAll(async () => {
    database = await openTestDatabase();
    const bus: EventBus = {
      publish: async (_channel, live) => {
        if (live.kind === 'tokens_ended') published.push(live.userId);
      },
      subscribe: async () => async () => {},
      close: async () => {},
    };
    publisher = new Publisher(database.db, bus, { error: () => {}, warn: () => {} });
  });
  afterAll(() => database.close());

  it('keeps what each scope announces, also after the others closed and all were closed', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A scope stays open across an await while another opens and closes in the meantime.
    const first = publisher.withEvents(async () => {
      announce(event(1));
      await gate;
      announce(event(3));
    });
    await publisher.withEvents(async () => {
      announce(event(2));
      await nextTurn();
      announce(event(4));
    });
    release();
    await first;
    await nextTurn();
    expect(published).toEqual([2, 4, 1, 3]);

    // With every scope closed, nothing is announced; a new scope hears its own again, including
    // what a transaction inside it announced once it committed.
    announce(event(9));
    await publisher.withEvents(async () => {
      await nextTurn();
      await transactionWithEvents(database.db, async () => {
        announce(event(5));
      });
      announce(event(6));
    });
    await nextTurn();
    expect(published).toEqual([2, 4, 1, 3, 5, 6]);
  });
});
