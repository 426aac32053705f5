import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/platform/access-tokens.js';
import { VerifiedTokenCache } from '../src/platform/verified-tokens.js';

const claims = { userId: 7, provider: 'credentials', issuedAtMs: 1_000, expiresAtMs: 10_000 };

describe('verified access tokens', () => {
  it('remembers a verified token until it expires, then forgets it', () => {
    const cache = new VerifiedTokenCache();
    cache.set('token-a', claims, 10_000);
    expect(cache.get('token-a', 9_999)).toEqual(claims);
    expect(cache.get('token-a', 10_000)).toBeUndefined();
    expect(cache.get('token-a', 5_000)).toBeUndefined();
  });

  it('knows only the exact text it verified', () => {
    const cache = new VerifiedTokenCache();
    cache.set('header.payload.signature', claims, 10_000);
    expect(cache.get('header.payload.signaturf', 1)).toBeUndefined();
  });

  it('keeps answering for a token verified before, and refuses one altered by a byte', async () => {
    // No hunter of this test ever signed out: no cutoff.
    const noSignOuts = {
      validAfterMs: async () => 0,
      endAccessTokens: async () => 0,
      learn: () => {},
    };
    const tokens = createAccessTokens('a-test-secret-of-at-least-32-characters', noSignOuts);
    const { jwt_token } = await tokens.issue({ userId: 42, provider: 'credentials' });
    const claims = {
      userId: 42,
      provider: 'credentials',
      issuedAtMs: expect.any(Number),
      expiresAtMs: expect.any(Number),
    };
    expect(await tokens.verify(jwt_token)).toEqual(claims);
    expect(await tokens.verify(jwt_token)).toEqual(claims);
    // A signature byte flipped (in the middle: a base64url tail character may hold only padding).
    const middle = jwt_token.length - 10;
    const flipped = jwt_token[middle] === 'A' ? 'B' : 'A';
    const altered = `${jwt_token.slice(0, middle)}${flipped}${jwt_token.slice(middle + 1)}`;
    expect(await tokens.verify(altered)).toBeNull();
  });
});
