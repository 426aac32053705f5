import zlib from 'node:zlib';
import { expect } from 'vitest';
import type { TestApp } from './app.js';

/**
 * GETs `url` plain, with brotli and with gzip, checks each encoding was used and decompresses to
 * the plain body, and answers that body.
 */
export async function expectCompressedAsPlain(
  app: TestApp,
  url: string,
  headers: Record<string, string>,
): Promise<string> {
  const plain = await app.inject({ method: 'GET', url, headers });
  const brotli = await app.inject({
    method: 'GET',
    url,
    headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  const gzip = await app.inject({
    method: 'GET',
    url,
    headers: { ...headers, 'accept-encoding': 'gzip' },
  });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  return plain.body;
}
