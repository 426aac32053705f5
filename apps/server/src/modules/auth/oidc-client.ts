import * as oidc from 'openid-client';
import type { AppConfig, OidcProviderConfig } from '../../config.js';

/** What the callback learned about the hunter from the provider. */
export interface ProviderProfile {
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  preferredUsername?: string;
  picture?: string;
}

/** The values that tie a callback to the browser that started the flow. */
export interface PendingSignIn {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const SCOPE = 'openid email profile';

/** Plain HTTP is allowed only for an issuer on this machine (tests, local development). */
function isLoopbackHttp(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname)
  );
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The OpenID Connect relying party: discovery (cached per provider), the redirect, the code exchange. */
export function createOidcClients(config: Pick<AppConfig, 'publicUrl' | 'oidcProviders'>) {
  const discovered = new Map<string, Promise<oidc.Configuration>>();

  function providerById(id: string): OidcProviderConfig | undefined {
    return config.oidcProviders.find((provider) => provider.id === id);
  }

  function redirectUri(provider: OidcProviderConfig): string {
    return `${config.publicUrl}/api/auth/oidc/${provider.id}/callback/`;
  }

  function configuration(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    let pending = discovered.get(provider.id);
    if (!pending) {
      const issuer = new URL(provider.issuer);
      pending = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      });
      // A failed discovery is retried on the next sign-in rather than remembered.
      pending.catch(() => discovered.delete(provider.id));
      discovered.set(provider.id, pending);
    }
    return pending;
  }

  /** The provider's authorization URL, and the secrets the callback will need. */
  async function beginSignIn(provider: OidcProviderConfig) {
    const server = await configuration(provider);
    const pending: PendingSignIn = {
      provider: provider.id,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const authorizationUrl = oidc.buildAuthorizationUrl(server, {
      redirect_uri: redirectUri(provider),
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { authorizationUrl: authorizationUrl.href, pending };
  }

  /** Checks the provider's answer (state, PKCE, nonce, ID token) and reads who signed in. */
  async function finishSignIn(
    provider: OidcProviderConfig,
    pending: PendingSignIn,
    callbackQuery: string,
  ): Promise<ProviderProfile> {
    const server = await configuration(provider);
    const currentUrl = new URL(redirectUri(provider));
    currentUrl.search = callbackQuery;
    const tokens = await oidc.authorizationCodeGrant(server, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('the provider returned no ID token');
    // Many providers put profile claims only in UserInfo, not in the ID token.
    const claims = text(idToken.email)
      ? idToken
      : { ...(await oidc.fetchUserInfo(server, tokens.access_token, idToken.sub)), ...idToken };
    const email = text(claims.email);
    return {
      subject: idToken.sub,
      email,
      emailVerified:
        email !== undefined && (claims.email_verified === true || claims.email_verified === 'true'),
      name: text(claims.name),
      preferredUsername: text(claims.preferred_username),
      picture: text(claims.picture),
    };
  }

  return { providerById, beginSignIn, finishSignIn };
}

export type OidcClients = ReturnType<typeof createOidcClients>;
