import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokens, VerifiedClaims } from './access-tokens.js';
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
 * A callback hook, not an async one: a token whose hunter's cutoff this instance knows (most
 * requests) is decided at once, with no promise on the way (DESIGN.md section 8).
 */
export function registerViewer(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      done();
      return;
    }
    const claims = tokens.verify(token);
    if (claims instanceof Promise) {
      claims.then((verified) => done(signIn(request, verified)), done);
    } else {
      done(signIn(request, claims));
    }
  });
}

/** The token of an `Authorization: Bearer` header; undefined for none or another scheme. */
function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Signs the request in as the token's hunter; the 401 to answer when the token is not valid. */
function signIn(request: FastifyRequest, claims: VerifiedClaims | null): Error | undefined {
  if (!claims) return unauthorized(AUTH_MESSAGES.sessionExpired);
  request.viewer = { id: claims.userId, provider: claims.provider };
  return undefined;
}

/** The viewer of a route that needs a signed-in user; 401 otherwise. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  return request.viewer;
}
