import { AUTH_MESSAGES } from '@marshlog/domain';
import type { AppConfig } from '../../config.js';
import { HttpError } from '../../platform/errors.js';

export const tooManyAttempts = () => new HttpError(429, AUTH_MESSAGES.tooManyAttempts);

/** Route config of the per-IP limit on the auth routes; the per-account limit is in the login route. */
export function authRateLimit(config: Pick<AppConfig, 'authRateLimitPerMinute'>) {
  return {
    max: config.authRateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: tooManyAttempts,
  };
}
