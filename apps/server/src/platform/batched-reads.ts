/** How many keys one statement reads at most. */
const BATCH_LIMIT = 500;

/**
 * Reads of one kind that many socket openings ask for at once, made as one statement per batch:
 * the keys asked for in the same turn of the event loop, or while the previous batch's statement
 * runs, are read together. A connect storm of thousands then costs a handful of statements, at
 * most one of them in flight, instead of one per socket queued ahead of every HTTP request in the
 * connection pool (issue 30). A failed batch fails each of its callers.
 */
export class BatchedReads<Value> {
  private readonly waiting = new Map<number, ((outcome: Outcome<Value>) => void)[]>();
  private draining = false;

  /**
   * `gatherMs`: how long the first key of a batch waits for others (0: to the end of its turn of
   * the event loop). A read nobody waits on to answer (a badge) can gather a few milliseconds'
   * worth of keys into one statement.
   */
  constructor(
    private readonly readMany: (keys: number[]) => Promise<Map<number, Value>>,
    private readonly gatherMs = 0,
  ) {}

  /** The value for `key`, or undefined when the read found none. */
  read(key: number): Promise<Value | undefined> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(key);
      const settle = (outcome: Outcome<Value>) =>
        'error' in outcome ? reject(outcome.error) : resolve(outcome.value);
      if (callers) callers.push(settle);
      else this.waiting.set(key, [settle]);
      if (!this.draining) {
        this.draining = true;
        if (this.gatherMs > 0) setTimeout(() => void this.drain(), this.gatherMs);
        else setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.size > 0) {
      const batch = [...this.waiting].slice(0, BATCH_LIMIT);
      for (const [key] of batch) this.waiting.delete(key);
      let outcome: (key: number) => Outcome<Value>;
      try {
        const values = await this.readMany(batch.map(([key]) => key));
        outcome = (key) => ({ value: values.get(key) });
      } catch (error) {
        outcome = () => ({ error });
      }
      for (const [key, callers] of batch) for (const settle of callers) settle(outcome(key));
    }
    this.draining = false;
  }
}

type Outcome<Value> = { value: Value | undefined } | { error: unknown };
