import { useLocation } from 'react-router';
import { SIGN_IN_PATH } from '@marshlog/domain';
import { safeNextPath } from '../../api';
import { withNext } from './use-next-path';

export const SIGN_UP_PATH = '/auth/signup';

/**
 * Where a signed-out visitor goes to sign in or create an account, coming back to the page they
 * are on (a public hunt or location opened by its link) afterwards.
 */
export function useVisitorLinks(): { signIn: string; signUp: string } {
  const location = useLocation();
  const next = safeNextPath(location.pathname + location.search + location.hash);
  return { signIn: withNext(SIGN_IN_PATH, next), signUp: withNext(SIGN_UP_PATH, next) };
}
