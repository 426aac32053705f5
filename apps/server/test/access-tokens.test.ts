import { SignJWT, base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/platform/access-tokens.js';
import type { TokenCutoffs } from '../src/platform/token-cutoffs.js';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
/** No hunter has signed out: only the token itself decides. */
const noSignOuts: TokenCutoffs = {
  validAfterMs: () => Promise.resolve(0),
  endAccessTokens: () => Promise.resolve(Date.now()),
  learn: () => undefined,
};
const tokens = createAccessTokens(SECRET, noSignOuts);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token as another issuer might craft one: these claims, this header, this secret. */
function craft(
  claims: Record<string, unknown>,
  { alg = 'HS256', secret = SECRET, header = {} as Record<string, unknown> } = {},
) {
  return new SignJWT({ provider: 'credentials', iat_ms: Date.now(), ...claims })
    .setProtectedHeader({ alg, ...header })
    .sign(new TextEncoder().encode(secret));
}
const valid = { sub: '42', iss: 'marshlog', iat: nowSeconds(), exp: nowSeconds() + 900 };

describe('access tokens: what the server accepts as a signed-in hunter', () => {
  it('accepts a token it issued, with its hunter, provider and times', async () => {
    const { jwt_token: jwt, expires_at: expiresAt } = await tokens.issue({
      userId: 7,
      provider: 'oidc',
    });
    const claims = await tokens.verify(jwt);
    expect(claims).toMatchObject({ userId: 7, provider: 'oidc' });
    expect(Math.abs((claims?.expiresAtMs ?? 0) - new Date(expiresAt).getTime())).toBeLessThan(1000);
    expect(Math.abs((claims?.issuedAtMs ?? 0) - Date.now())).toBeLessThan(5000);
    // Verified again from the cache of checked tokens, with the same answer.
    expect(await tokens.verify(jwt)).toEqual(claims);
  });

  it('accepts an HS256 token signed with its secret, and nothing signed or shaped otherwise', async () => {
    expect(await tokens.verify(await craft(valid))).toMatchObject({ userId: 42 });
    const refused = [
      await craft(valid, { secret: 'another-secret-of-at-least-thirty-two-chars' }),
      await craft(valid, { alg: 'HS512' }),
      await craft(valid, { header: { crit: ['b64'], b64: true } }),
      await craft({ ...valid, iss: 'someone-else' }),
      await craft({ ...valid, exp: nowSeconds() - 1 }),
      await craft({ ...valid, exp: undefined }),
      await craft({ ...valid, nbf: nowSeconds() + 60 }),
      await craft({ ...valid, iat: 'yesterday' }),
      await craft({ ...valid, sub: 'ann' }),
      await craft({ ...valid, sub: '0' }),
      await craft({ ...valid, sub: undefined }),
    ];
    for (const token of refused) expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose payload, header or signature was changed after signing', async () => {
    const token = await craft(valid);
    const [header = '', payload = '', signature = ''] = token.split('.');
    const otherPayload = base64url.encode(JSON.stringify({ ...valid, sub: '1' }));
    const unsigned = base64url.encode(JSON.stringify({ alg: 'none' }));
    const tampered = [
      `${header}.${otherPayload}.${signature}`,
      `${unsigned}.${payload}.`,
      `${unsigned}.${payload}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}`,
      `${header}.${payload}.${signature}!`,
      `${header}.${payload}.${signature}=`,
      `${header}.${payload}`,
      `${token}.${signature}`,
      `${header}..${signature}`,
      'not a token',
      '',
    ];
    for (const text of tampered) expect(await tokens.verify(text)).toBeNull();
    expect(await tokens.verify(token)).toMatchObject({ userId: 42 });
  });
});
