import crypto, { createSecretKey } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@marshlog/domain';
import type { TokenCutoffs } from './token-cutoffs.js';
import { verifiedHs256Payload } from './token-signature.js';
import { VerifiedTokenCache } from './verified-tokens.js';

export interface AccessTokenClaims {
  userId: number;
  provider: string;
}

/** A verified token's claims, with when it was issued and when it expires. */
export interface VerifiedClaims extends AccessTokenClaims {
  issuedAtMs: number;
  expiresAtMs: number;
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<{ jwt_token: string; expires_at: string }>;
  /**
   * The claims of a valid, unexpired token not ended by sign-out; null for anything else. At once
   * when the hunter's sign-out cutoff is known on this instance, else once it has been read.
   */
  verify(token: string): VerifiedClaims | null | Promise<VerifiedClaims | null>;
  /**
   * Ends every access token the hunter holds now (sign-out, or sign-out everywhere): REST answers
   * 401 at once, and their open sockets are closed on every instance.
   */
  endAccessTokens(userId: number): Promise<void>;
}

/** Told when a hunter's access tokens were ended, with the cutoff (the realtime layer listens). */
export type TokensEndedListener = (userId: number, validAfterMs: number) => Promise<void>;

/** When a token was issued, in milliseconds, so a sign-out and a new sign-in in one second differ. */
const ISSUED_AT_MS = 'iat_ms';

const ISSUER = 'marshlog';

export function createAccessTokens(
  secret: string,
  cutoffs: TokenCutoffs,
  onTokensEnded?: TokensEndedListener,
): AccessTokens {
  // Imported once: given the secret's bytes, jose imports a new key for every token it signs.
  const key = signingKey(secret);
  const verifyKey = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new VerifiedTokenCache<VerifiedClaims>();

  function verifySignature(token: string): VerifiedClaims | null {
    const payload = verifiedHs256Payload(token, verifyKey);
    if (!payload) return null;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const { sub, exp, nbf, iat, iss, provider } = payload;
    // The claims jose's jwtVerify judged: issuer, expiry, not-before, issued-at a number.
    if (iss !== ISSUER || typeof exp !== 'number' || exp <= nowSeconds) return null;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return null;
    if (iat !== undefined && typeof iat !== 'number') return null;
    const userId = Number(sub);
    if (typeof sub !== 'string' || !Number.isInteger(userId) || userId <= 0) return null;
    const issuedAtMs = payload[ISSUED_AT_MS];
    const claims = {
      userId,
      provider: typeof provider === 'string' ? provider : 'credentials',
      issuedAtMs: typeof issuedAtMs === 'number' ? issuedAtMs : (iat ?? 0) * 1000,
      expiresAtMs: exp * 1000,
    };
    verified.set(token, claims, exp * 1000);
    return claims;
  }
  return {
    async issue({ userId, provider }) {
      const issuedAtMs = Date.now();
      const expiresAt = new Date(issuedAtMs + ACCESS_TOKEN_TTL_SECONDS * 1000);
      const jwt = await new SignJWT({ provider, [ISSUED_AT_MS]: issuedAtMs })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { jwt_token: jwt, expires_at: expiresAt.toISOString() };
    },
    verify(token) {
      const claims = verified.get(token) ?? verifySignature(token);
      if (!claims) return null;
      const validAfterMs = cutoffs.validAfterMs(claims.userId);
      return typeof validAfterMs === 'number'
        ? unlessEnded(claims, validAfterMs)
        : validAfterMs.then((cutoff) => unlessEnded(claims, cutoff));
    },
    async endAccessTokens(userId) {
      const validAfterMs = await cutoffs.endAccessTokens(userId);
      await onTokensEnded?.(userId, validAfterMs);
    },
  };
}

/** The claims, unless the token was issued before its hunter's sign-out cutoff. */
function unlessEnded(claims: VerifiedClaims, validAfterMs: number): VerifiedClaims | null {
  return claims.issuedAtMs < validAfterMs ? null : claims;
}

/** The HS256 key of a secret, as the WebCrypto key jose signs and verifies with. */
function signingKey(secret: string): Promise<CryptoKey> {
  return crypto.webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
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
