import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../platform/prepared.js';
import { sendMessagesAtomically, type MessageSend, type SendOutcome } from './send-statement.js';

/**
 * How many messages one statement stores at most: enough for thousands a second, few enough that
 * its one quadratic step (each message's notification among the batch's) stays negligible.
 */
const BATCH_LIMIT = 64;

interface WaitingSend {
  send: MessageSend;
  settle: (outcome: { stored: SendOutcome } | { error: unknown }) => void;
}

/** Batches being stored at once: a busy PostgreSQL runs them on several cores. */
const IN_FLIGHT_LIMIT = 4;

/**
 * Group commit of chat messages (issue 30): the messages sent on this instance in the same turn
 * of the event loop, or while earlier batches' statements run, are stored by one statement in one
 * transaction, a few batches in flight at most. At 800 messages a second that is a few dozen
 * statements and WAL flushes a second instead of one each, and the connection pool keeps room for
 * every other request. Each message is still judged alone (its own conversation and friendship)
 * and each sender hears only once its batch has committed.
 */
class MessageBatches {
  private readonly waiting: WaitingSend[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly db: Database) {}

  store(send: MessageSend): Promise<SendOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({
        send,
        settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.stored)),
      });
      if (!this.scheduled) {
        this.scheduled = true;
        // The rest of this turn's messages join the batch.
        setImmediate(() => {
          this.scheduled = false;
          this.startBatches();
        });
      }
    });
  }

  private startBatches(): void {
    while (this.inFlight < IN_FLIGHT_LIMIT && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH_LIMIT);
      this.inFlight += 1;
      void this.commit(batch).finally(() => {
        this.inFlight -= 1;
        this.startBatches();
      });
    }
  }

  private async commit(batch: WaitingSend[]): Promise<void> {
    try {
      const outcomes = await sendMessagesAtomically(
        this.db,
        batch.map((waiting) => waiting.send),
      );
      batch.forEach((waiting, index) => settleWith(waiting, outcomes[index]));
    } catch (error) {
      await this.retryAlone(batch, error);
    }
  }

  /**
   * A batch PostgreSQL refused (a deadlock with a concurrent block, a sender deleted meanwhile)
   * rolled back whole: each of its messages is tried again on its own, so one message's failure
   * is that message's alone. A batch that failed without PostgreSQL's answer (the connection
   * lost) may have committed, so it is not tried again: each sender hears it was not stored.
   */
  private async retryAlone(batch: WaitingSend[], error: unknown): Promise<void> {
    if (batch.length === 1 || !answeredByDatabase(error)) {
      for (const waiting of batch) waiting.settle({ error });
      return;
    }
    await Promise.all(
      batch.map(async (waiting) => {
        try {
          const [stored] = await sendMessagesAtomically(this.db, [waiting.send]);
          settleWith(waiting, stored);
        } catch (alone) {
          waiting.settle({ error: alone });
        }
      }),
    );
  }
}

/** Answers a waiting sender with its message's outcome (every message has one). */
function settleWith(waiting: WaitingSend, stored: SendOutcome | undefined): void {
  waiting.settle(stored ? { stored } : { error: new Error('send outcome missing') });
}

/**
 * An error PostgreSQL answered with (an error response, with its severity and SQLSTATE, on it or
 * on its cause, as Drizzle wraps driver errors): its statement was rolled back.
 */
function answeredByDatabase(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, severity } = current as Error & { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string') return true;
  }
  return false;
}

const batchesOf = preparedPerDatabase((db) => new MessageBatches(db));

/** Stores one message with the others of its tick, and answers its own outcome once committed. */
export function storeMessage(db: Database, send: MessageSend): Promise<SendOutcome> {
  return batchesOf(db).store(send);
}
