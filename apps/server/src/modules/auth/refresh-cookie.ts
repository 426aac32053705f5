import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_NAME } from '@marshlog/domain';
import type { AppConfig } from '../../config.js';
import type { RefreshGrant } from './refresh-tokens.js';

/** Only the auth routes ever receive the refresh token. */
const COOKIE_PATH = '/api/auth';

function baseOptions(config: Pick<AppConfig, 'publicUrl'>) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
  };
}

export function setRefreshCookie(
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
  grant: RefreshGrant,
): void {
  reply.setCookie(REFRESH_COOKIE_NAME, grant.token, {
    ...baseOptions(config),
    expires: grant.expiresAt,
  });
}

export function clearRefreshCookie(
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, baseOptions(config));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE_NAME];
  return value ? value : undefined;
}
