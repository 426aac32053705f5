import { z } from 'zod';
import { TOKEN_REFRESH_WINDOW_SECONDS, tokenSchema, type Token } from '@marshlog/domain';
import { apiErrorFrom, fetchOrNetworkError } from './errors';
import { AUTH_MODE_HEADERS } from './headers';

/** Who the refresh cookie belongs to: the body of the session-token route. Never the token itself. */
export const sessionIdentitySchema = z.object({
  email: z.string(),
  name: z.string().optional(),
  provider: z.string().optional(),
});
export type SessionIdentity = z.infer<typeof sessionIdentitySchema>;

export const IDENTITY_STORAGE_KEY = 'marshlog.session-identity';

interface CachedToken {
  value: string;
  expiresAt: number;
}

interface TokenStoreOptions {
  baseUrl: string;
  /** Where the identity survives a reload; localStorage in the browser. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/**
 * Keeps the access token in memory and the signed-in identity in storage. A token within
 * TOKEN_REFRESH_WINDOW_SECONDS of expiry is replaced through the session-token route, which
 * answers only for the refresh cookie of that same identity.
 */
export class TokenStore {
  private token: CachedToken | null = null;
  private refreshing: Promise<string | null> | null = null;

  constructor(private readonly options: TokenStoreOptions) {}

  get identity(): SessionIdentity | null {
    const raw = this.options.storage?.getItem(IDENTITY_STORAGE_KEY);
    if (!raw) return null;
    const parsed = sessionIdentitySchema.safeParse(safeJson(raw));
    return parsed.success ? parsed.data : null;
  }

  /** True when a token is held or can be fetched for a remembered identity. */
  get hasSession(): boolean {
    return this.token !== null || this.identity !== null;
  }

  remember(token: Token, identity?: SessionIdentity): void {
    this.token = { value: token.jwt_token, expiresAt: Date.parse(token.expires_at) };
    if (identity) this.rememberIdentity(identity);
  }

  rememberIdentity(identity: SessionIdentity): void {
    this.options.storage?.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
  }

  clear(): void {
    this.token = null;
    this.options.storage?.removeItem(IDENTITY_STORAGE_KEY);
  }

  /** A token good for more than the refresh window, a refreshed one, or null when signed out. */
  async getToken(): Promise<string | null> {
    const token = this.token;
    if (token && token.expiresAt - Date.now() > TOKEN_REFRESH_WINDOW_SECONDS * 1000)
      return token.value;
    if (!this.identity) return token && token.expiresAt > Date.now() ? token.value : null;
    return this.refresh();
  }

  /** Asks the session-token route for a fresh token; concurrent callers share one request. */
  refresh(): Promise<string | null> {
    this.refreshing ??= this.requestToken().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async requestToken(): Promise<string | null> {
    const identity = this.identity;
    if (!identity) return null;
    const response = await fetchOrNetworkError(`${this.options.baseUrl}/auth/token/`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        ...AUTH_MODE_HEADERS,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(identity),
    });
    if (response.ok) {
      const token = tokenSchema.parse(await response.json());
      this.remember(token);
      return token.jwt_token;
    }
    // The refresh cookie is gone, expired or belongs to someone else: the session is over.
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      this.clear();
      return null;
    }
    throw await apiErrorFrom(response);
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
