import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser, Token } from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import type { UserRow } from '../users/index.js';
import { setRefreshCookie } from './refresh-cookie.js';
import type { RefreshGrant } from './refresh-tokens.js';

/**
 * Hands a sign-in to the browser: the refresh token in the httpOnly cookie, and a short-lived
 * access token for the Authorization header.
 */
export function deliverSession(
  { config, tokens }: Pick<AppContext, 'config' | 'tokens'>,
  reply: FastifyReply,
  identity: { userId: number; provider: string },
  grant: RefreshGrant,
): Promise<Token> {
  setRefreshCookie(reply, config, grant);
  return tokens.issue(identity);
}

/** The signed-in hunter as the session routes answer them: who, and how they signed in. */
export function presentSessionUser(user: UserRow, provider: string): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    username: user.username,
    image: user.profileImageUrl,
    provider,
  };
}

/** The browser a sign-in is made in, as the sessions list names it (the column holds 200). */
export function deviceOf(request: FastifyRequest): string | undefined {
  return request.headers['user-agent']?.slice(0, 200) || undefined;
}
