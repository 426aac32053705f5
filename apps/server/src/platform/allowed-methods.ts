import type { FastifyInstance, RouteOptions } from 'fastify';

/** In the order an Allow header lists them (OPTIONS is the CORS preflight's, below). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

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
 * app's fallback and the CORS catch-all answer any path, so an unknown path stays a 404. Without
 * CORS the server answers no OPTIONS, so an OPTIONS request is itself answered 405.
 */
export function createMethodIndex(
  app: FastifyInstance,
  { corsPreflight }: { corsPreflight: boolean },
): MethodIndex {
  const apiCatchAllPrefixes: string[] = [];
  const isApiMatch = (path: string, params: Record<string, string | undefined>) =>
    params['*'] === undefined || apiCatchAllPrefixes.some((prefix) => path.startsWith(prefix));
  return {
    record(route) {
      if (route.url.endsWith('*')) apiCatchAllPrefixes.push(route.url.slice(0, -1));
    },
    allowed(path) {
      const allowed = METHODS.filter((method) => {
        const found = app.findRoute({ method, url: path });
        return found !== null && isApiMatch(path, found.params);
      });
      // With CORS on, every OPTIONS of a path the API has is a preflight, answered before routing.
      return corsPreflight && allowed.length > 0 ? [...allowed, 'OPTIONS'] : allowed;
    },
  };
}
