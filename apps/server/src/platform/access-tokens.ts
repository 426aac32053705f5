import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@marshlog/domain';
import { VerifiedTokenCache } from './verified-tokens.js';

export interface AccessTokenClaims {
  userId: number;
  provider: string;
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<{ jwt_token: string; expires_at: string }>;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

const ISSUER = 'marshlog';

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new VerifiedTokenCache();
  return {
    async issue({ userId, provider }) {
      const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
      const jwt = await new SignJWT({ provider })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { jwt_token: jwt, expires_at: expiresAt.toISOString() };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId <= 0 || payload.exp === undefined) return null;
        const claims = {
          userId,
          provider: typeof payload.provider === 'string' ? payload.provider : 'credentials',
        };
        verified.set(token, claims, payload.exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** Embedded mode keeps one generated secret in DATA_DIR so tokens survive restarts. */
export async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
