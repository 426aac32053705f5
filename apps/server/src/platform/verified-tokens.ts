/** Enough for every hunter signed in on one instance within a token's 15 minutes. */
const CAPACITY = 20_000;

/**
 * Tokens already verified, by their exact text (signature included), until they expire: a
 * hunter's requests then skip the HMAC check (a quarter of a cheap route's time through
 * WebCrypto). A changed byte is a different key, so nothing is trusted that was not verified.
 */
export class VerifiedTokenCache<Claims> {
  readonly #entries = new Map<string, { claims: Claims; expiresAtMs: number }>();

  get(token: string, nowMs = Date.now()): Claims | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.claims;
  }

  set(token: string, claims: Claims, expiresAtMs: number): void {
    if (this.#entries.size >= CAPACITY) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, { claims, expiresAtMs });
  }
}
