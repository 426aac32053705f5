import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokens } from './access-tokens.js';
import { unauthorized } from './errors.js';
import { AUTH_MESSAGES } from '@marshlog/domain';

/** The signed-in user a request acts for, or null when it carries no token. */
export interface Viewer {
  id: number;
  provider: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/**
 * Reads the bearer token of every request. No token: the request proceeds signed out.
 * A token that is bad or expired answers 401, so the client refreshes and retries.
 */
export function registerViewer(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return;
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    request.viewer = { id: claims.userId, provider: claims.provider };
  });
}

/** The viewer of a route that needs a signed-in user; 401 otherwise. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  return request.viewer;
}
