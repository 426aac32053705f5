import type { FastifyReply } from 'fastify';
import type { Token } from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
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
