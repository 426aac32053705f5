import { parentPort, workerData } from 'node:worker_threads';
import { importPreviewSchema } from '@marshlog/domain';
import { judgeWaypoints } from './candidates.js';
import { ImportRefusal } from './refusal.js';
import { SavedPlaces, type SavedPlaceRow } from './saved-places.js';
import { readWaypointsFromFile, type DeclaredFormat } from './waypoints.js';

/** What the server asks of the worker: the uploaded file, its declared format, the hunter's places. */
export interface ParseRequest {
  file: string;
  declared: DeclaredFormat;
  saved: SavedPlaceRow[];
}

/**
 * What the worker answers: progress as it reads, then the preview as JSON (written here, so a
 * preview of 300,000 waypoints costs the server's event loop one string), or why it is refused.
 */
export type ParseMessage =
  | { kind: 'progress'; bytes: number; features: number }
  | { kind: 'done'; previewJson: string; features: number }
  | { kind: 'refused'; message: string };

async function preview({ file, declared, saved }: ParseRequest, post: (m: ParseMessage) => void) {
  const [format, waypoints] = await readWaypointsFromFile(file, declared, (progress) =>
    post({ kind: 'progress', ...progress }),
  );
  const judged = judgeWaypoints(format, waypoints, SavedPlaces.of(saved));
  // Through the declared shape, as the route's response schema would pass it.
  return {
    previewJson: JSON.stringify(importPreviewSchema.parse(judged)),
    features: waypoints.length,
  };
}

const port = parentPort;
if (!port) throw new Error('parse-worker runs as a worker thread');
const post = (message: ParseMessage) => port.postMessage(message);

// Off the server's event loop: the file is read and judged here, and only the answer goes back.
preview(workerData as ParseRequest, post).then(
  (done) => post({ kind: 'done', ...done }),
  (error: unknown) => {
    if (error instanceof ImportRefusal) post({ kind: 'refused', message: error.message });
    else throw error;
  },
);
