import type { FastifyReply } from 'fastify';

/**
 * JSON text that must leave the server as it was written, never re-parsed: only the import
 * preview, which a worker thread writes through its declared schema (`importPreviewSchema.parse`
 * in modules/import/parse-worker.ts) so the main thread never parses a large file's answer again.
 * Every other answer is an object serialized by its route's declared response schema, and the
 * map GeoJSON streams from the database (platform/geojson.ts).
 */

/** Sends JSON text written through a declared schema as it is, with a JSON answer's type. */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
