import { useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath } from '../../api';

/** The page to return to after signing in, from `?next=`. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM));
}

/** Carries `?next=` over to the other sign-in screen. */
export function withNext(path: string, next: string): string {
  return next === '/' ? path : `${path}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
