import {
  TOKEN_REFRESH_WINDOW_SECONDS,
  type Session,
  type SessionTokenRequest,
  type Token,
} from '@marshlog/domain';
import {
  apiErrorFrom,
  browserIsOffline,
  fetchOrNetworkError,
  networkError,
  networkErrorOf,
} from './errors';
import { AUTH_MODE_HEADERS } from './headers';
import { loadSchemas } from './schemas';

/** Who the refresh cookie belongs to: the body of the session-token route. Never the token itself. */
export type SessionIdentity = SessionTokenRequest;

export const IDENTITY_STORAGE_KEY = 'marshlog.session-identity';

interface CachedToken {
  value: string;
  expiresAt: number;
}

interface TokenStoreOptions {
  baseUrl: string;
  /** Where the identity survives a reload; localStorage in the browser. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /**
   * The session-token request index.html started for the remembered identity before the app
   * loaded, if any; taken once, by the first token request, instead of sending a second one.
   */
  takeStartedRequest?: () => Promise<Response> | undefined;
}

/**
 * Keeps the access token in memory and the signed-in identity in storage. A token within
 * TOKEN_REFRESH_WINDOW_SECONDS of expiry is replaced through the session-token route, which
 * answers only for the refresh cookie of that same identity.
 */
export class TokenStore {
  private token: CachedToken | null = null;
  /** The session the held token came with, when the session-token route gave it. */
  private session: Session | null = null;
  private refreshing: Promise<string | null> | null = null;

  constructor(private readonly options: TokenStoreOptions) {}

  get identity(): SessionIdentity | null {
    const raw = this.options.storage?.getItem(IDENTITY_STORAGE_KEY);
    if (!raw) return null;
    return identityFrom(safeJson(raw));
  }

  /** True when a token is held or can be fetched for a remembered identity. */
  get hasSession(): boolean {
    return this.token !== null || this.identity !== null;
  }

  /** True when an access token is held, fresh or not. */
  get hasToken(): boolean {
    return this.token !== null;
  }

  remember(token: Token, identity?: SessionIdentity): void {
    this.token = { value: token.jwt_token, expiresAt: Date.parse(token.expires_at) };
    this.session = null;
    if (identity) this.rememberIdentity(identity);
  }

  rememberIdentity(identity: SessionIdentity): void {
    this.options.storage?.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
  }

  clear(): void {
    this.token = null;
    this.session = null;
    this.options.storage?.removeItem(IDENTITY_STORAGE_KEY);
  }

  /** A token good for more than the refresh window, a refreshed one, or null when signed out. */
  async getToken(): Promise<string | null> {
    const token = this.token;
    if (token && token.expiresAt - Date.now() > TOKEN_REFRESH_WINDOW_SECONDS * 1000)
      return token.value;
    const stillValid = token && token.expiresAt > Date.now() ? token.value : null;
    if (!this.identity) return stillValid;
    // With no network a refresh cannot be answered: a token that still works is used as it is.
    if (stillValid && browserIsOffline()) return stillValid;
    return this.refresh();
  }

  /**
   * Asks the session-token route for a fresh token; concurrent callers share one request. With no
   * network none is sent (it fails as a network error and the session stays): a refresh whose
   * answer is lost rotates the cookie the browser never receives.
   */
  refresh(): Promise<string | null> {
    this.refreshing ??= this.requestToken().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * A fresh token and the session it opens, both from the one call to the session-token route:
   * how the app learns who is signed in when it starts. Null when the session is over.
   */
  async refreshSession(): Promise<Session | null> {
    const token = await this.refresh();
    return token ? this.session : null;
  }

  private async requestToken(): Promise<string | null> {
    const identity = this.identity;
    if (!identity) return null;
    const started = this.options.takeStartedRequest?.();
    if (!started && browserIsOffline()) throw networkError();
    const [response, schemas] = await Promise.all([
      started
        ? networkErrorOf(started)
        : fetchOrNetworkError(`${this.options.baseUrl}/auth/token/`, {
            method: 'POST',
            credentials: 'same-origin',
            headers: {
              ...AUTH_MODE_HEADERS,
              'Content-Type': 'application/json',
              Accept: 'application/json',
            },
            body: JSON.stringify(identity),
          }),
      loadSchemas(),
    ]);
    if (response.ok) {
      const answer = schemas.sessionTokenSchema.parse(await response.json());
      this.remember(answer);
      this.session = { user: answer.user, expires: answer.expires_at };
      return answer.jwt_token;
    }
    // The refresh cookie is gone, expired or belongs to someone else: the session is over.
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      this.clear();
      return null;
    }
    throw await apiErrorFrom(response);
  }
}

/** The identity kept in storage, if it still has the shape this app writes. */
function identityFrom(value: unknown): SessionIdentity | null {
  if (typeof value !== 'object' || value === null) return null;
  const { email, name, provider } = value as Record<string, unknown>;
  if (typeof email !== 'string') return null;
  if (name !== undefined && typeof name !== 'string') return null;
  if (provider !== undefined && typeof provider !== 'string') return null;
  return { email, name, provider };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
