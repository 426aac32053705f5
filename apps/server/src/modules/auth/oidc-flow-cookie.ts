import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { AppConfig } from '../../config.js';
import type { PendingSignIn } from './oidc-client.js';

const COOKIE_NAME = 'marshlog_oidc';
const COOKIE_PATH = '/api/auth/oidc';
const LIFETIME_SECONDS = 10 * 60;
const ISSUER = 'marshlog-oidc-flow';

/**
 * Keeps a started sign-in (state, nonce, PKCE verifier) in a short-lived signed httpOnly cookie,
 * so any instance can finish it and a tampered cookie is refused.
 */
export function createFlowCookie(config: Pick<AppConfig, 'publicUrl'>, secret: string) {
  // Its own key, derived from the server secret, so these cookies can never pass as access tokens.
  const key = crypto.createHmac('sha256', secret).update('marshlog oidc flow cookie').digest();
  const options = {
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which must carry it.
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
  };

  async function store(reply: FastifyReply, pending: PendingSignIn): Promise<void> {
    const value = await new SignJWT({ ...pending })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setExpirationTime(`${LIFETIME_SECONDS}s`)
      .sign(key);
    reply.setCookie(COOKIE_NAME, value, { ...options, maxAge: LIFETIME_SECONDS });
  }

  /** The pending sign-in of this browser, or null when missing, expired or tampered with. */
  async function take(request: FastifyRequest, reply: FastifyReply): Promise<PendingSignIn | null> {
    const value = request.cookies[COOKIE_NAME];
    reply.clearCookie(COOKIE_NAME, options);
    if (!value) return null;
    try {
      const { payload } = await jwtVerify(value, key, { issuer: ISSUER, algorithms: ['HS256'] });
      const { provider, state, nonce, codeVerifier } = payload;
      if (
        typeof provider !== 'string' ||
        typeof state !== 'string' ||
        typeof nonce !== 'string' ||
        typeof codeVerifier !== 'string'
      ) {
        return null;
      }
      return { provider, state, nonce, codeVerifier };
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'refused an OIDC flow cookie');
      return null;
    }
  }

  return { store, take };
}
