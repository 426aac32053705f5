import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { badRequest } from '../../platform/errors.js';
import type { ParseMessage, ParseRequest } from './parse-worker.js';
import type { ReadProgress } from './waypoints.js';

/** A file's preview, as the JSON the API answers, and how many features the file held. */
export interface PreviewDocument {
  json: string;
  features: number;
}

/** Files read at once on an instance; more wait their turn (a parse keeps a core busy). */
const PARSES_AT_ONCE = 2;
/** A parse's heap: far above what a 50 MB file needs read as a stream, far below the machine. */
const WORKER_HEAP_MB = 512;

/**
 * The worker: the bundle `dist/import-parse-worker.js` beside `dist/main.js` (see build.mjs), or,
 * when the server runs from source, the TypeScript module beside this one through tsx's require
 * hook (Node 20 does not run import hooks in workers).
 */
function startWorker(request: ParseRequest): Worker {
  const options = {
    workerData: request,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./import-parse-worker.js', import.meta.url), options);
  }
  const source = JSON.stringify(fileURLToPath(new URL('./parse-worker.ts', import.meta.url)));
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

function parse(
  request: ParseRequest,
  onProgress: (progress: ReadProgress) => void,
): Promise<PreviewDocument> {
  const worker = startWorker(request);
  return new Promise((resolve, reject) => {
    let answered = false;
    worker.on('message', (message: ParseMessage) => {
      if (message.kind === 'progress') return onProgress(message);
      answered = true;
      if (message.kind === 'done')
        resolve({ json: message.previewJson, features: message.features });
      else reject(badRequest(message.message));
      void worker.terminate();
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (!answered) reject(new Error(`the import parse worker stopped with code ${code}`));
    });
  });
}

/**
 * Reads and judges an uploaded file in a worker thread, so the server's event loop keeps
 * answering while a large file is parsed; a file the import cannot read is a 400.
 */
export async function parseInWorker(
  request: ParseRequest,
  onProgress: (progress: ReadProgress) => void = () => undefined,
): Promise<PreviewDocument> {
  const done = await turn();
  try {
    return await parse(request, onProgress);
  } finally {
    done();
  }
}
