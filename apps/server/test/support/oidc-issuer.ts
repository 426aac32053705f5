import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';
import type { OidcProviderConfig } from '../../src/config.js';
import type { TestApp } from './app.js';

/** What the test identity provider says about one of its accounts. */
export interface IssuerAccount {
  email: string;
  email_verified: boolean;
  name?: string;
  preferred_username?: string;
}

export interface TestIssuer {
  issuer: string;
  /** The app-side provider config pointing at this issuer. */
  providerConfig: OidcProviderConfig;
  close(): Promise<void>;
}

const CLIENT_ID = 'marshlog-test';
const CLIENT_SECRET = 'marsh-test-client-secret';

/**
 * A real OpenID Provider (oidc-provider) on 127.0.0.1, with its development login and consent
 * pages, knowing the given accounts and the app's callback URL.
 */
export async function startTestIssuer(
  options: { id: string; name: string; publicUrl: string },
  accounts: Record<string, IssuerAccount>,
): Promise<TestIssuer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${options.publicUrl}/api/auth/oidc/${options.id}/callback/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    cookies: { keys: ['marsh-test-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id): Account | undefined => {
      const account = accounts[id];
      return account && { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    providerConfig: {
      id: options.id,
      name: options.name,
      issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

/** A browser's cookies for one site, kept by name. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the provider's redirects like a browser, signing in as `accountId` and consenting on the
 * development pages, until the provider sends the browser back to the app. Returns that URL.
 */
export async function signInAtIssuer(
  authorizationUrl: string,
  appUrl: string,
  accountId: string,
): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.href.startsWith(appUrl)) return url;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action || !prompt) {
      throw new Error(
        `the issuer answered ${response.status} at ${url.href}: ${page.slice(0, 300)}`,
      );
    }
    const form: Record<string, string> =
      prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt };
    const submitted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    jar.store(submitted);
    const next = submitted.headers.get('location');
    if (!next)
      throw new Error(`the issuer did not redirect after the ${prompt} form (${submitted.status})`);
    url = new URL(next, url);
  }
  throw new Error('the issuer never sent the browser back to the app');
}

/**
 * The whole browser journey: start at the app, sign in at the issuer, come back to the app's
 * callback. Returns the callback's response.
 */
export async function signInWithIssuer(app: TestApp, providerId: string, accountId: string) {
  const start = await app.inject({ method: 'GET', url: `/api/auth/oidc/${providerId}/` });
  if (start.statusCode !== 302 || typeof start.headers.location !== 'string') {
    throw new Error(`starting the sign-in answered ${start.statusCode}: ${start.body}`);
  }
  const flowCookies = start.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const back = await signInAtIssuer(start.headers.location, app.config.publicUrl, accountId);
  return app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: flowCookies },
  });
}
