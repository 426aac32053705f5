import { parentPort } from 'node:worker_threads';
import type { WorkerMessage } from './in-worker.js';
import { ImportRefusal } from './refusal.js';
import type { ReadProgress } from './waypoints.js';

/**
 * Inside an import worker: posts its progress, then its end (the result, or the reason of an
 * ImportRefusal; any other failure ends the worker, and the server answers it as its own error).
 */
export function workerReplies<T>() {
  const port = parentPort;
  if (!port) throw new Error('an import worker runs as a worker thread');
  const post = (message: WorkerMessage<T>) => port.postMessage(message);
  return {
    progress: (progress: ReadProgress) => post({ kind: 'progress', ...progress }),
    finish: (work: Promise<T>) =>
      work.then(
        (result) => post({ kind: 'done', result }),
        (error: unknown) => {
          if (error instanceof ImportRefusal) post({ kind: 'refused', message: error.message });
          else throw error;
        },
      ),
  };
}
