import { REFRESH_COOKIE_NAME, type RegisterInput, type User } from '@marshlog/domain';
import { friendships } from '../../src/db/schema.js';
import type { TestApp } from './app.js';

/** A registered hunter: their access token, user JSON, refresh cookie and what they signed up with. */
export interface Hunter {
  token: string;
  user: User;
  /** `marshlog_refresh=...`, ready for a `cookie` header. */
  cookie: string;
  email: string;
  password: string;
  /** `{ authorization: 'Bearer ...' }`, ready for `headers`. */
  headers: { authorization: string };
}

let sequence = 0;

/** `{ authorization: 'Bearer <token>' }` for `app.inject({ headers })`. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

interface InjectedResponse {
  cookies: { name: string; value: string }[];
}

/** The refresh cookie a response set, as `marshlog_refresh=<value>`; undefined when none was set. */
export function refreshCookieOf(response: InjectedResponse): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === REFRESH_COOKIE_NAME);
  return cookie?.value ? `${REFRESH_COOKIE_NAME}=${cookie.value}` : undefined;
}

/** Registers a hunter through POST /api/auth/register/ with unique defaults; fails loudly otherwise. */
export async function signUp(
  app: TestApp,
  overrides: Partial<RegisterInput> = {},
): Promise<Hunter> {
  sequence += 1;
  const input: RegisterInput = {
    email: `hunter${sequence}@marsh.test`,
    password: `decoy-spread-${sequence}`,
    name: `Hunter ${sequence}`,
    username: `hunter_${sequence}`,
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register/', payload: input });
  if (response.statusCode !== 201) {
    throw new Error(`signUp failed with ${response.statusCode}: ${response.body}`);
  }
  const body = response.json<{ jwt_token: string; user: User }>();
  const cookie = refreshCookieOf(response);
  if (!cookie) throw new Error('signUp: the register response set no refresh cookie');
  return {
    token: body.jwt_token,
    user: body.user,
    cookie,
    email: input.email.trim().toLowerCase(),
    password: input.password,
    headers: bearer(body.jwt_token),
  };
}

/** Stores a friendship row directly, for suites that need friends or blocks without the friendship routes. */
export async function relate(
  app: TestApp,
  from: Hunter,
  to: Hunter,
  status: 'pending' | 'accepted' | 'declined' | 'blocked',
): Promise<void> {
  await app.db.insert(friendships).values({
    fromUserId: from.user.id,
    toUserId: to.user.id,
    status,
    blockedById: status === 'blocked' ? from.user.id : null,
  });
}
