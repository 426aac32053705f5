import { SIGN_IN_PATH } from '@marshlog/domain';

export const NEXT_PARAM = 'next';
const AFTER_PROVIDER_SIGN_IN_KEY = 'marshlog.after-sign-in';

/** A same-site path to return to after signing in; anything else (other hosts, auth pages) is '/'. */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  if (value.startsWith('/auth/')) return '/';
  return value;
}

/** The sign-in page, remembering where to come back to. */
export function signInPath(returnTo?: string): string {
  const next = safeNextPath(returnTo);
  return next === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}

/** A provider sign-in leaves the app; the page to return to waits in sessionStorage. */
export function rememberNextForProvider(next: string): void {
  sessionStorage.setItem(AFTER_PROVIDER_SIGN_IN_KEY, safeNextPath(next));
}

export function takeNextForProvider(): string {
  const next = sessionStorage.getItem(AFTER_PROVIDER_SIGN_IN_KEY);
  sessionStorage.removeItem(AFTER_PROVIDER_SIGN_IN_KEY);
  return safeNextPath(next);
}
