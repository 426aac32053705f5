/**
 * How many chat sockets one instance opens at once. Opening one reads the database (the
 * conversation, its latest messages): a connect storm of thousands then waits here, a few at a
 * time, instead of filling the connection pool's queue ahead of every HTTP request (issue 30).
 * Feed sockets do not wait here: their reads are batched (platform/batched-reads.ts).
 */
const OPENING_AT_ONCE = 4;

export class OpeningGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit = OPENING_AT_ONCE) {}

  /** Runs `work` once fewer than the limit are running, in arrival order. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
