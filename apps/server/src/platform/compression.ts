import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import compress from '@fastify/compress';

/** Smaller answers are not worth the CPU: compression would save less than a packet. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON, including problem+json; photo bytes (already compressed) and streams pass as they are. */
const COMPRESSIBLE_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/** Brotli at a quality, tuned for text (JSON). */
function textBrotli(quality: number) {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  };
}

/**
 * A route's compression for the map's GeoJSON, tens of megabytes of text: brotli quality 1 and
 * gzip level 1. Measured on the 40 MB report collection, brotli 4 took 2.6 s of CPU for 2.0 MB
 * where brotli 1 took 0.66 s for 2.5 MB (2 cores at load 17): the hunter waits for the CPU far longer than for the
 * extra half megabyte.
 */
export const MAP_DATA_COMPRESSION = {
  threshold: COMPRESSION_THRESHOLD_BYTES,
  encodings: ENCODINGS,
  customTypes: COMPRESSIBLE_TYPE,
  brotliOptions: textBrotli(1),
  zlibOptions: { level: 1 },
};

/**
 * Brotli quality for the API's JSON answers. Node's default is 11, the slowest: it took 8-9 ms of
 * CPU for a 7 KB list of hunts (360 bytes) where quality 4 took about 0.1 ms (380 bytes), near
 * gzip's cost for a third fewer bytes. Every browser asks for brotli over HTTPS.
 */
const API_BROTLI_QUALITY = 4;

/**
 * Compresses the API's JSON answers above the threshold, with brotli or gzip as the request's
 * Accept-Encoding prefers. Registered inside the /api scope, so the web app's files (sent
 * precompressed from the build) and websockets are untouched. Request bodies are not inflated.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ENCODINGS,
    customTypes: COMPRESSIBLE_TYPE,
    brotliOptions: textBrotli(API_BROTLI_QUALITY),
    globalDecompression: false,
  });
}
