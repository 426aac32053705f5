import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { badRequest } from '../../platform/errors.js';
import type { ReadProgress } from './waypoints.js';

/** What an import worker answers: progress as it reads, then its result or why it refused the file. */
export type WorkerMessage<T> =
  | ({ kind: 'progress' } & ReadProgress)
  | { kind: 'done'; result: T }
  | { kind: 'refused'; message: string };

/** The import workers: their module beside this one, and their bundle beside dist/main.js. */
const WORKERS = {
  parse: { source: './parse-worker.ts', bundle: './import-parse-worker.js' },
  archive: { source: './archive/archive-worker.ts', bundle: './import-archive-worker.js' },
} as const;
export type ImportWorker = keyof typeof WORKERS;

/** Files read at once on an instance; more wait their turn (a parse keeps a core busy). */
const PARSES_AT_ONCE = 2;
/** A worker's heap: far above what a 50 MB file needs read as a stream, far below the machine. */
const WORKER_HEAP_MB = 512;

/**
 * The worker: its bundle beside `dist/main.js` (see build.mjs), or, when the server runs from
 * source, its TypeScript module through tsx's require hook (Node 20 runs no import hooks in workers).
 */
function startWorker(name: ImportWorker, workerData: unknown): Worker {
  const options = { workerData, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL(WORKERS[name].bundle, import.meta.url), options);
  }
  const source = JSON.stringify(fileURLToPath(new URL(WORKERS[name].source, import.meta.url)));
  return new Worker(`require('tsx/cjs/api').require(${source}, ${source});`, {
    ...options,
    eval: true,
  });
}

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= PARSES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

function run<T>(
  name: ImportWorker,
  workerData: unknown,
  onProgress: (progress: ReadProgress) => void,
): Promise<T> {
  const worker = startWorker(name, workerData);
  return new Promise((resolve, reject) => {
    let answered = false;
    worker.on('message', (message: WorkerMessage<T>) => {
      if (message.kind === 'progress') return onProgress(message);
      answered = true;
      if (message.kind === 'done') resolve(message.result);
      else reject(badRequest(message.message));
      void worker.terminate();
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (!answered) reject(new Error(`the import ${name} worker stopped with code ${code}`));
    });
  });
}

/**
 * Runs an import worker on an uploaded file, so the server's event loop keeps answering while a
 * large file is read; a file the worker refuses is a 400 with its reason.
 */
export async function inWorker<T>(
  name: ImportWorker,
  workerData: unknown,
  onProgress: (progress: ReadProgress) => void = () => undefined,
): Promise<T> {
  const done = await turn();
  try {
    return await run<T>(name, workerData, onProgress);
  } finally {
    done();
  }
}
