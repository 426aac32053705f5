import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { appWithWebDist, type WebDistApp } from './support/web-dist.js';
import { testBackend } from './support/database.js';
import { signUp } from './support/users.js';

const INDEX_HTML = '<!doctype html><title>Marshlog</title><div id="root"></div>';
const ASSET_JS = 'console.log("decoys out");';
/** A hashed asset as the build leaves it: the file, and its brotli and gzip copies beside it. */
const HASHED_JS = `export const spread = ${JSON.stringify('mallard decoy '.repeat(200))};`;

describe(`web app: the built app, security headers and CORS on ${testBackend}`, () => {
  let served: WebDistApp;
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    served = await appWithWebDist({
      'index.html': INDEX_HTML,
      'assets/x.js': ASSET_JS,
      'assets/index-Dk3c0y5.js': HASHED_JS,
      'assets/index-Dk3c0y5.js.br': zlib.brotliCompressSync(HASHED_JS),
      'assets/index-Dk3c0y5.js.gz': zlib.gzipSync(HASHED_JS),
      'robots.txt': 'User-agent: *\nAllow: /\n',
      '.vite/manifest.json': '{}',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'sw.js': "self.addEventListener('fetch', () => undefined);",
    });
    ({ app, webDist } = served);
  });
  afterAll(() => served.close());

  const get = (url: string, headers: Record<string, string> = {}) => served.get(url, headers);

  it('answers a client-side route such as /hunts/123 with the app page, never cached', async () => {
    for (const url of ['/', '/hunts/123', '/map?mode=hunts', '/auth/signin']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toBe(INDEX_HTML);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves built files, caching the hashed assets for a year', async () => {
    const script = await get('/assets/x.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toBe(ASSET_JS);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed brotli or gzip copy of a hashed asset as the request accepts, cached for a year', async () => {
    const brotli = await get('/assets/index-Dk3c0y5.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(HASHED_JS);

    const gzip = await get('/assets/index-Dk3c0y5.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/javascript/);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(HASHED_JS);
  });

  it('sends a hashed asset as it is to a client that accepts no compression', async () => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of requests) {
      const plain = await get('/assets/index-Dk3c0y5.js', headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(HASHED_JS);
    }
  });

  it('serves robots.txt as text, not as the app page, and keeps the build manifest private', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *');

    const manifest = await get('/.vite/manifest.json');
    expect(manifest.headers['content-type']).toMatch(/^text\/html/);
    expect(manifest.body).toBe(INDEX_HTML);
  });

  it('compresses an API answer over 1 KB for a client that accepts it, and not a smaller one', async () => {
    const hunter = await signUp(app, { name: 'Canvasback Carl' });
    for (let count = 0; count < 12; count += 1) await signUp(app, { name: `Canvasback ${count}` });
    const search = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/users/?search=Canvasback',
        headers: { ...hunter.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });

    const plain = await search();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);

    const brotli = await search('gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(
      plain.json(),
    );

    const gzip = await search('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/api/health/', { 'accept-encoding': 'gzip, br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });

  it('answers a missing hashed asset with 404 instead of the app page', async () => {
    const gone = await get('/assets/index-0ld.js');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: 'Not found.', request_id: expect.any(String) });
  });

  it('keeps unknown API and socket paths as JSON 404s', async () => {
    for (const url of ['/api/unknown/', '/api', '/ws/nothing/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({
        detail: 'Not found.',
        request_id: expect.any(String),
      });
    }
  });

  it('never serves a file outside the build', async () => {
    await fs.writeFile(path.join(path.dirname(webDist), 'marshlog-outside.txt'), 'secret');
    for (const url of [
      '/../marshlog-outside.txt',
      '/%2e%2e/marshlog-outside.txt',
      '/assets/..%2f..%2fmarshlog-outside.txt',
      '/%00',
      '/%E0%A4%A',
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toContain('secret');
      expect(response.statusCode, url).toBeLessThan(500);
    }
    await fs.rm(path.join(path.dirname(webDist), 'marshlog-outside.txt'));
  });

  it("sends Helmet's security headers on pages, the API docs and the service worker", async () => {
    for (const url of ['/hunts/123', '/api/docs/', '/sw.js']) {
      const response = await get(url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('sends the REST set on API answers, found or not: nothing runs, frames or sniffs', async () => {
    for (const url of ['/api/health/', '/api/hunts/', '/api/no-such-route/']) {
      const response = await get(url);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['strict-transport-security'], url).toMatch(/^max-age=/);
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('keeps CORS closed by default', async () => {
    const simple = await get('/api/health/', { origin: 'https://decoy-shop.example' });
    expect(simple.statusCode).toBe(200);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/hunts/',
      headers: {
        origin: 'https://decoy-shop.example',
        'access-control-request-method': 'POST',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe(`web app: CORS for configured origins on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ corsOrigins: ['https://app.marsh.test'] });
  });
  afterAll(() => app.close());

  it('opens CORS, with credentials, to a configured origin and to no other', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/hunts/',
      headers: { origin: 'https://app.marsh.test', 'access-control-request-method': 'POST' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.marsh.test');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');

    const simple = await app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { origin: 'https://app.marsh.test' },
    });
    expect(simple.headers['access-control-allow-origin']).toBe('https://app.marsh.test');

    const foreign = await app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { origin: 'https://decoy-shop.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
