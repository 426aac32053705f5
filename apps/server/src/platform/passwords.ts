import crypto from 'node:crypto';

function scrypt(password: string, salt: Buffer, keyLength: number, options: crypto.ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    crypto.scrypt(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** OWASP's block size and parallelism for scrypt; the cost N comes from the config. */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse stored parameters beyond what any config of ours writes (a tampered row must not exhaust memory). */
const MAX_COST = 2 ** 20;

interface ScryptParams {
  cost: number;
  blockSize: number;
  parallelism: number;
}

interface StoredHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number) {
  return scrypt(password.normalize('NFKC'), salt, keyLength, {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelism,
    // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below OWASP's N=2^17.
    maxmem: 256 * params.cost * params.blockSize,
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so verification uses the parameters it was made with. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const params = { cost, blockSize: BLOCK_SIZE, parallelism: PARALLELISM };
  const key = await derive(password, salt, params, KEY_BYTES);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function parseStoredHash(stored: string): StoredHash | null {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const params = {
    cost: Number(cost),
    blockSize: Number(blockSize),
    parallelism: Number(parallelism),
  };
  const valid =
    Number.isInteger(params.cost) &&
    params.cost > 1 &&
    params.cost <= MAX_COST &&
    (params.cost & (params.cost - 1)) === 0 &&
    Number.isInteger(params.blockSize) &&
    params.blockSize >= 1 &&
    params.blockSize <= 32 &&
    Number.isInteger(params.parallelism) &&
    params.parallelism >= 1 &&
    params.parallelism <= 16;
  if (!valid) return null;
  const keyBytes = Buffer.from(key, 'base64url');
  if (keyBytes.length < 16) return null;
  return { ...params, salt: Buffer.from(salt, 'base64url'), key: keyBytes };
}

/** True when the password matches the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed, parsed.key.length);
  return crypto.timingSafeEqual(candidate, parsed.key);
}

/** True when a stored hash was made with a different cost than the one configured now. */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parseStoredHash(stored);
  return (
    !parsed ||
    parsed.cost !== cost ||
    parsed.blockSize !== BLOCK_SIZE ||
    parsed.parallelism !== PARALLELISM
  );
}

/**
 * Verifies against a hash of a random password, so a sign-in with an unknown email takes as
 * long as one with a wrong password and does not reveal which accounts exist.
 */
export function createDummyVerifier(cost: number): (password: string) => Promise<void> {
  let dummy: Promise<string> | undefined;
  return async (password) => {
    dummy ??= hashPassword(crypto.randomBytes(16).toString('hex'), cost);
    await verifyPassword(password, await dummy);
  };
}
