/**
 * The friends' phones of the fan-out benchmark (fanout.ts): their feed sockets, opened and held
 * by a child process of their own (`phones-process.ts`), apart from the GET probe's process, at a
 * nice value of its own. A real connect storm comes from 2,000 phones, not from the server's
 * machine: on 2 cores, 2,000 WebSocket clients opening beside the server compete with it for the
 * same cores. Niced, they take only the CPU nothing else wants; once the storm is over they can
 * be given the normal priority back, so the frames of the events are received as before. Each
 * socket records when each hunt's `new` activity_update reached it, on the shared clock below.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Milliseconds on a clock both processes read alike (the wall clock at each process's start plus
 * its monotonic time since): a frame's arrival in the phones' process and a POST leaving this
 * one are compared on it, within about a millisecond.
 */
export const clockMs = (): number => performance.timeOrigin + performance.now();

export type PhonesRequest =
  | { type: 'open'; urls: string[]; spreadMs: number }
  | { type: 'arrivals'; huntId: number }
  | { type: 'renice'; nice: number }
  | { type: 'close' };

export interface Opened {
  type: 'opened';
  failures: number;
  errors: Record<string, number>;
  /** The phones' own event-loop delay while they opened: how busy the generator was. */
  eventLoopDelayP99Ms: number;
}

export interface Arrivals {
  type: 'arrivals';
  huntId: number;
  /** When each socket heard the hunt's `new` activity_update, on `clockMs`. */
  at: number[];
}

export interface Reniced {
  type: 'reniced';
  /** The nice value the process runs at now (lowering it needs the privilege to). */
  nice: number;
}

export type PhonesReply = Opened | Arrivals | Reniced;

export interface Phones {
  pid: number | undefined;
  /** Opens these sockets evenly over `spreadMs` (0: all at once) and answers once each has. */
  open(urls: string[], spreadMs: number): Promise<Opened>;
  /** Sets the process's nice value; answers the one it runs at (unchanged if not allowed). */
  renice(nice: number): Promise<number>;
  /** When each socket heard this hunt's `new` activity_update so far. */
  arrivals(huntId: number): Promise<number[]>;
  /** Closes every socket and ends the process. */
  close(): Promise<void>;
}

/** Starts the phones' process at `nice` (0: the same priority as everything else). */
export function startPhones(nice: number): Phones {
  // The same node and loader flags (tsx) as this process.
  const child: ChildProcess = fork(path.join(here, 'phones-process.ts'), [String(nice)], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ask = <Reply extends PhonesReply>(
    request: PhonesRequest,
    type: Reply['type'],
  ): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const onReply = (reply: PhonesReply) => {
        if (reply.type !== type) return;
        child.off('message', onReply);
        child.off('exit', onExit);
        resolve(reply as Reply);
      };
      const onExit = (code: number | null) => {
        child.off('message', onReply);
        reject(new Error(`the phones' process exited (${code}) before answering ${type}`));
      };
      child.on('message', onReply);
      child.once('exit', onExit);
      child.send(request);
    });
  return {
    pid: child.pid,
    open: (urls, spreadMs) => ask<Opened>({ type: 'open', urls, spreadMs }, 'opened'),
    renice: async (nice) => (await ask<Reniced>({ type: 'renice', nice }, 'reniced')).nice,
    arrivals: async (huntId) => (await ask<Arrivals>({ type: 'arrivals', huntId }, 'arrivals')).at,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.send({ type: 'close' } satisfies PhonesRequest);
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    },
  };
}
