import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './errors.js';

/** Vite's content-hashed build output: safe to cache for a year. */
const HASHED_ASSETS = '/assets/';

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
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (isServerPath(urlPath)) throw notFound();
    const file = builtFile(root, urlPath);
    if (file) {
      const immutable = urlPath.startsWith(HASHED_ASSETS);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(file, { cacheControl: false });
    }
    // A hashed file that no longer exists (an old tab after a deploy) must fail as a script
    // would, not come back as the app's HTML.
    if (urlPath.startsWith(HASHED_ASSETS)) throw notFound();
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
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
