import type { Database } from '../../db/client.js';
import type { EventBus, RealtimeEvent } from './bus.js';

/** Events a transaction collects; they are published only once it has committed. */
export interface Outbox {
  add(channel: string, event: RealtimeEvent): void;
}

/** A transaction whose writes may announce themselves live: the database and its outbox. */
export interface EventTransaction {
  db: Database;
  outbox: Outbox;
}

/**
 * Runs `work` in one transaction and publishes what it put in the outbox after the commit, so a
 * receiver never hears of a row that was rolled back. Without a bus (the demo loader, which runs
 * with no sockets open) the rows are written and nothing is announced.
 */
export async function transactionWithEvents<T>(
  db: Database,
  bus: EventBus | undefined,
  work: (tx: EventTransaction) => Promise<T>,
): Promise<T> {
  const pending: { channel: string; event: RealtimeEvent }[] = [];
  const outbox: Outbox = { add: (channel, event) => void pending.push({ channel, event }) };
  const result = await db.transaction((tx) => work({ db: tx, outbox }));
  // Issued together, in order: Redis gets them in one write and keeps their order.
  if (bus) await Promise.all(pending.map(({ channel, event }) => bus.publish(channel, event)));
  return result;
}
