import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './errors.js';

/** Vite's content-hashed build output: safe to cache for a year. */
const HASHED_ASSETS = '/assets/';
/** Written by the web build (vite-plugins/route-preloads.ts): each route's first-load files. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
/** Where the built index.html keeps the app's modulepreload links until its first paint. */
const APP_CODE_TEMPLATE = '<template id="app-code">';
/**
 * A screen painted from HTML alone while the app's code loads, for one address, between marks
 * in the built index.html: each route's page keeps its own shell and no other's.
 */
const BOOT_SHELL = /<!-- boot-shell (\S+) -->[\s\S]*?<!-- \/boot-shell -->\n?/g;

interface RoutePreload {
  path: string;
  files: string[];
}

type Encoding = 'br' | 'gzip';

/** index.html as sent for one route, and its compressed copies once asked for. */
interface RoutePage {
  segments: string[];
  html: Buffer;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/**
 * A route page's compressed copy, made on its first request and kept: compressing every route's
 * page at once (the page carries the stylesheet and the boot shells) held the first request of a
 * fresh server for over a second.
 */
function compressedPage(page: RoutePage, encoding: Encoding): Buffer {
  page.compressed[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(page.html)
      : zlib.gzipSync(page.html, { level: zlib.constants.Z_BEST_COMPRESSION });
  return page.compressed[encoding];
}

/**
 * Serves the built web app, with an SPA fallback: any GET outside /api and /ws that is not a
 * file answers index.html, so `/hunts/123` loads the app. The build writes `.br` and `.gz` copies
 * of its text files; the one the browser accepts best is sent as it is, with `Vary:
 * Accept-Encoding` and the original's Content-Type, so nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ webDist: root }, 'web app not built; serving the API only (run npm run build)');
    return;
  }
  // Only the sendFile decorator: every path goes through the one route below, so the cache
  // headers and the fallback rules apply to all of them.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  const routePages = currentRoutePages(root);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    // The not-found handler decides between 404 and a 405 for an API path asked with GET.
    if (isServerPath(urlPath)) return reply.callNotFound();
    const file = builtFile(root, urlPath);
    if (file) {
      const immutable = urlPath.startsWith(HASHED_ASSETS);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Said of every built file, whichever copy goes out: a cache must not hand a compressed
      // copy to a client that did not ask for it.
      reply.header('vary', 'Accept-Encoding');
      return reply.sendFile(file, { cacheControl: false });
    }
    // A hashed file that no longer exists (an old tab after a deploy) must fail as a script
    // would, not come back as the app's HTML.
    if (urlPath.startsWith(HASHED_ASSETS)) throw notFound();
    reply.header('cache-control', 'no-cache');
    const page = routePageFor(routePages(), urlPath);
    if (page) return sendRoutePage(request, reply, page);
    return reply.sendFile('index.html', { cacheControl: false });
  });
}

/**
 * The route pages of the build on disk now: read again when index.html changes, so a rebuild
 * under a running server never leaves it naming chunks that are gone.
 */
function currentRoutePages(root: string): () => RoutePage[] {
  let loaded: { version: string; pages: RoutePage[] } | undefined;
  const modified = (file: string) =>
    fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 'none';
  return () => {
    const version = `${modified('index.html')} ${modified(ROUTE_PRELOADS_FILE)}`;
    if (loaded?.version !== version) {
      let pages: RoutePage[] = [];
      try {
        pages = loadRoutePages(root);
      } catch {
        // A build half written: index.html is sent as it is until the build is complete.
      }
      loaded = { version, pages };
    }
    return loaded.pages;
  };
}

/**
 * index.html for each route of the web app, naming the route's own chunks as modulepreload links
 * so the browser fetches the screen's code together with the entry, not after the entry has run.
 * None when the build wrote no route list.
 */
function loadRoutePages(root: string): RoutePage[] {
  const listFile = path.join(root, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(listFile) || !fs.existsSync(path.join(root, 'index.html'))) return [];
  const index = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const routes = JSON.parse(fs.readFileSync(listFile, 'utf8')) as RoutePreload[];
  return routes.map((route) => {
    const links = route.files
      .filter((file) => file.endsWith('.js'))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const page = withBootShellOf(index, route.path);
    // With the app's own links, fetched after the first paint (vite-plugins/start-after-first-paint.ts).
    const html = Buffer.from(
      page.includes(APP_CODE_TEMPLATE)
        ? page.replace(APP_CODE_TEMPLATE, `${APP_CODE_TEMPLATE}${links}`)
        : page.replace('</head>', `${links}</head>`),
    );
    return {
      segments: route.path.split('/').filter(Boolean),
      html,
      compressed: {},
    };
  });
}

/** index.html without the boot shells of other addresses than the route's. */
function withBootShellOf(index: string, routePath: string): string {
  return index.replace(BOOT_SHELL, (shell, address: string) =>
    address === routePath ? shell : '',
  );
}

/** The page of the route an address matches, React Router style: `/hunts/create` before `/hunts/:id`. */
function routePageFor(pages: RoutePage[], urlPath: string): RoutePage | undefined {
  const segments = urlPath.split('/').filter(Boolean);
  let best: { page: RoutePage; fixed: number } | undefined;
  for (const page of pages) {
    if (page.segments.length !== segments.length) continue;
    const matches = page.segments.every(
      (segment, index) => segment.startsWith(':') || segment === segments[index],
    );
    if (!matches) continue;
    const fixed = page.segments.filter((segment) => !segment.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { page, fixed };
  }
  return best?.page;
}

/** The best encoding the request accepts of brotli and gzip, or none. */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([encoding]) => encoding),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function sendRoutePage(request: FastifyRequest, reply: FastifyReply, page: RoutePage) {
  const encoding = acceptedEncoding(request);
  reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? compressedPage(page, encoding) : page.html);
}

function isServerPath(urlPath: string): boolean {
  return ['/api', '/ws'].some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

/** The built file a URL path names, relative to the root; undefined outside it or when absent. */
function builtFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined; // a malformed escape names no file
  }
  if (decoded.includes('\0')) return undefined;
  // Dot-directories hold the build's bookkeeping (.vite/manifest.json), not the app.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!file.startsWith(`${root}${path.sep}`)) return undefined;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? path.relative(root, file) : undefined;
}
