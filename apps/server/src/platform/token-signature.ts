import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

/** A compact JWS part: base64url without padding (RFC 7515 section 7.1). */
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** The byte length of an HMAC-SHA-256. */
const SIGNATURE_BYTES = 32;

/**
 * The payload of a compact HS256 JWT whose signature `key` made, or null for anything else: a
 * malformed token, another algorithm (`none` included), a critical header it does not know, a
 * signature by another key, a payload that is not a JSON object. Its claims are not judged here.
 *
 * The HMAC runs synchronously through node:crypto: WebCrypto (jose's verify) hands each check to
 * the thread pool and back, which in a connect storm's CPU profile cost the server's event loop
 * more than each socket's handshake did (issue 30). Signing stays with jose.
 */
export function verifiedHs256Payload(
  token: string,
  key: KeyObject,
): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  if (!header || !payload || !signature) return null;
  if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) {
    return null;
  }
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== SIGNATURE_BYTES) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  if (!timingSafeEqual(given, expected)) return null;
  const protectedHeader = jsonObject(header);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  return jsonObject(payload);
}

function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
