import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Smaller answers are not worth the CPU: compression would save less than a packet. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON, including problem+json; photo bytes (already compressed) and streams pass as they are. */
const COMPRESSIBLE_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

/**
 * Compresses the API's JSON answers above the threshold, with brotli or gzip as the request's
 * Accept-Encoding prefers. Registered inside the /api scope, so the web app's files (sent
 * precompressed from the build) and websockets are untouched. Request bodies are not inflated.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPE,
    globalDecompression: false,
  });
}
