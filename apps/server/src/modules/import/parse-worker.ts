import { parentPort, workerData } from 'node:worker_threads';
import type { ImportFormat } from '@marshlog/domain';
import { ImportRefusal } from './refusal.js';
import { readWaypointsFromFile } from './waypoints.js';

/** What the server asks of the worker: the uploaded file, and the format it was declared as. */
export interface ParseRequest {
  file: string;
  declared: ImportFormat | 'xml';
}

/** What the worker answers: progress as it reads, then the features or why the file is refused. */
export type ParseMessage =
  | { kind: 'progress'; bytes: number; features: number }
  | {
      kind: 'done';
      format: ImportFormat;
      waypoints: Awaited<ReturnType<typeof readWaypointsFromFile>>[1];
    }
  | { kind: 'refused'; message: string };

const port = parentPort;
if (!port) throw new Error('parse-worker runs as a worker thread');
const post = (message: ParseMessage) => port.postMessage(message);
const { file, declared } = workerData as ParseRequest;

// Off the server's event loop: the file is read here, and only its features go back.
readWaypointsFromFile(file, declared, (progress) => post({ kind: 'progress', ...progress })).then(
  ([format, waypoints]) => post({ kind: 'done', format, waypoints }),
  (error: unknown) => {
    if (error instanceof ImportRefusal) post({ kind: 'refused', message: error.message });
    else throw error;
  },
);
