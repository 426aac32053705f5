import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithWebDist, type WebDistApp } from './support/web-dist.js';
import { testBackend } from './support/database.js';

const INLINE_SCRIPT = 'window.started = fetch("/api/auth/token/", { method: "POST" });';
const INDEX_HTML =
  `<!doctype html><html><head><title>Marshlog</title><script>${INLINE_SCRIPT}</script>` +
  '<script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';
const ROUTE_PRELOADS = [
  { path: '/hunts', files: ['assets/HuntsPage-b2.js', 'assets/zod-c3.js'] },
  { path: '/hunts/create', files: ['assets/CreateHuntPage-d4.js'] },
  { path: '/hunts/:id', files: ['assets/HuntDetailPage-e5.js'] },
];

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );

describe(`web app: each route's index.html and the inline script's CSP hash on ${testBackend}`, () => {
  let served: WebDistApp;
  let webDist: string;

  beforeAll(async () => {
    served = await appWithWebDist({
      'index.html': INDEX_HTML,
      '.vite/route-preloads.json': JSON.stringify(ROUTE_PRELOADS),
    });
    ({ webDist } = served);
  });
  afterAll(() => served.close());

  const get = (url: string, headers: Record<string, string> = {}) => served.get(url, headers);

  it("names a route's own chunks as modulepreload links in its page, the best match first", async () => {
    const cases: [string, string[]][] = [
      ['/hunts', ['/assets/HuntsPage-b2.js', '/assets/zod-c3.js']],
      ['/hunts/?page=2', ['/assets/HuntsPage-b2.js', '/assets/zod-c3.js']],
      ['/hunts/create', ['/assets/CreateHuntPage-d4.js']],
      ['/hunts/9f0c', ['/assets/HuntDetailPage-e5.js']],
      ['/nowhere', []],
      ['/', []],
    ];
    for (const [url, expected] of cases) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(preloads(page.body), url).toEqual(expected);
      expect(page.body.replace(/<link rel="modulepreload"[^>]*>/g, ''), url).toBe(INDEX_HTML);
    }
  });

  it("sends a route's page compressed as the request accepts", async () => {
    const brotli = await get('/hunts', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(preloads(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toHaveLength(2);

    const gzip = await get('/hunts', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(preloads(zlib.gunzipSync(gzip.rawPayload).toString())).toHaveLength(2);

    const plain = await get('/hunts', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('follows a rebuild under the running server instead of naming chunks that are gone', async () => {
    const rebuilt = INDEX_HTML.replace('index-a1.js', 'index-f6.js');
    const indexFile = path.join(webDist, 'index.html');
    await fs.writeFile(indexFile, rebuilt);
    const later = new Date(Date.now() + 60_000);
    await fs.utimes(indexFile, later, later);
    try {
      const page = await get('/hunts');
      expect(page.body).toContain('/assets/index-f6.js');
      expect(preloads(page.body)).toEqual(['/assets/HuntsPage-b2.js', '/assets/zod-c3.js']);
    } finally {
      await fs.writeFile(indexFile, INDEX_HTML);
    }
  });

  it("puts a route's chunks beside the app's own when the build holds them for after the first paint", async () => {
    const held =
      '<template id="app-code"><link rel="modulepreload" crossorigin href="/assets/index-a1.js"></template>';
    const indexFile = path.join(webDist, 'index.html');
    await fs.writeFile(indexFile, INDEX_HTML.replace('</head>', `${held}</head>`));
    const later = new Date(Date.now() + 120_000);
    await fs.utimes(indexFile, later, later);
    try {
      const page = await get('/hunts');
      const template = /<template id="app-code">(.*?)<\/template>/.exec(page.body)?.[1] ?? '';
      expect(preloads(template)).toEqual([
        '/assets/HuntsPage-b2.js',
        '/assets/zod-c3.js',
        '/assets/index-a1.js',
      ]);
      expect(preloads(page.body.replace(template, ''))).toEqual([]);
    } finally {
      await fs.writeFile(indexFile, INDEX_HTML);
    }
  });

  it("keeps in a route's page the boot shell of its address and no other", async () => {
    const shell = (address: string) =>
      `<!-- boot-shell ${address} -->\n<div class="boot-shell" data-address="${address}"></div>\n<!-- /boot-shell -->\n`;
    const shells = `${shell('/auth/signin')}${shell('/hunts')}`;
    const indexFile = path.join(webDist, 'index.html');
    await fs.writeFile(
      indexFile,
      INDEX_HTML.replace('<div id="root">', `${shells}<div id="root">`),
    );
    const later = new Date(Date.now() + 180_000);
    await fs.utimes(indexFile, later, later);
    const addresses = async (url: string) =>
      [...(await get(url)).body.matchAll(/data-address="([^"]+)"/g)].map((match) => match[1]);
    try {
      expect(await addresses('/hunts')).toEqual(['/hunts']);
      expect(await addresses('/hunts/create')).toEqual([]);
      // An address no route names gets index.html as built, with every shell.
      expect(await addresses('/nowhere')).toEqual(['/auth/signin', '/hunts']);
      const page = (await get('/hunts')).body.replace(/<link rel="modulepreload"[^>]*>/g, '');
      expect(page).toBe(INDEX_HTML.replace('<div id="root">', `${shell('/hunts')}<div id="root">`));
    } finally {
      await fs.writeFile(indexFile, INDEX_HTML);
    }
  });

  it('allows the inline script by its hash and no other inline script', async () => {
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    for (const url of ['/hunts', '/nowhere', '/api/docs/']) {
      const policy = String((await get(url)).headers['content-security-policy']);
      const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'));
      expect(scriptSrc?.trim(), url).toBe(`script-src 'self' 'sha256-${hash}'`);
    }
    // An API answer runs nothing at all.
    expect((await get('/api/health/')).headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
