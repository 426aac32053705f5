import { workerData } from 'node:worker_threads';
import { importPreviewSchema } from '@marshlog/domain';
import { judgeWaypoints } from './candidates.js';
import { SavedPlaces, type SavedPlaceRow } from './saved-places.js';
import { readWaypointsFromFile, type DeclaredFormat } from './waypoints.js';
import { workerReplies } from './worker-replies.js';

/** What the server asks of the worker: the uploaded file, its declared format, the hunter's places. */
export interface ParseRequest {
  file: string;
  declared: DeclaredFormat;
  saved: SavedPlaceRow[];
}

/**
 * A file's preview as JSON (written here, so a preview of 300,000 waypoints costs the server's
 * event loop one string), and how many features the file held.
 */
export interface PreviewDocument {
  json: string;
  features: number;
}

const reply = workerReplies<PreviewDocument>();

async function preview({ file, declared, saved }: ParseRequest): Promise<PreviewDocument> {
  const [format, waypoints] = await readWaypointsFromFile(file, declared, reply.progress);
  const judged = judgeWaypoints(format, waypoints, SavedPlaces.of(saved));
  // Through the declared shape, as the route's response schema would pass it.
  const json = JSON.stringify(importPreviewSchema.parse(judged));
  return { json, features: waypoints.length };
}

// Off the server's event loop: the file is read and judged here, and only the answer goes back.
void reply.finish(preview(workerData as ParseRequest));
