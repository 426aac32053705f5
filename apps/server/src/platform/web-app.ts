import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app, with an SPA fallback: any GET outside /api and /ws that is not a
 * file answers index.html, so `/hunts/123` loads the app.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built; serving the API only (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/ws/')) {
      return reply.status(404).send({ detail: 'Not found.', request_id: request.id });
    }
    const file = path.join(webDist, path.normalize(urlPath));
    if (file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = urlPath.startsWith('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(path.relative(webDist, file));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
