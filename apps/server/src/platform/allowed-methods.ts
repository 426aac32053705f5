import type { FastifyInstance, RouteOptions } from 'fastify';

/** In the order an Allow header lists them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods each API path answers: a known path asked with another method answers 405. */
export interface MethodIndex {
  /** Learns a route of the API (called for every route registered under /api). */
  record(route: RouteOptions): void;
  /** The methods the API answers at this path, none when the path is not the API's. */
  allowed(path: string): string[];
}

/**
 * Asks the app's own router, so the answer is exactly what routing does. A match through a
 * catch-all counts only when the catch-all is the API's own (`/api/storage/files/*`): the web
 * app's fallback and the CORS catch-all answer any path, so an unknown path stays a 404.
 */
export function createMethodIndex(app: FastifyInstance): MethodIndex {
  const apiCatchAllPrefixes: string[] = [];
  const isApiMatch = (path: string, params: Record<string, string | undefined>) =>
    params['*'] === undefined || apiCatchAllPrefixes.some((prefix) => path.startsWith(prefix));
  return {
    record(route) {
      if (route.url.endsWith('*')) apiCatchAllPrefixes.push(route.url.slice(0, -1));
    },
    allowed(path) {
      return METHODS.filter((method) => {
        const found = app.findRoute({ method, url: path });
        return found !== null && isApiMatch(path, found.params);
      });
    },
  };
}
