import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { Session } from '@marshlog/domain';
import { authApi } from './auth-api';
import { ApiError } from './errors';
import { api, tokenStore } from './instance';
import { signInPath } from './next-path';
import { authKeys, endLocalSession, identityOf, type SessionUser } from './session-keys';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'error';

export interface SessionState {
  status: SessionStatus;
  /** The signed-in hunter, null otherwise. */
  user: SessionUser | null;
  error: unknown;
  /** Loads the session again (after an error, or after the profile changed). */
  reload: () => void;
  /** True once the hunter chose to sign out, until the next sign-in: no page to return to. */
  signedOutByHunter: boolean;
  /** Called by useSignOut before the session ends. */
  markSignedOutByHunter: () => void;
}

const SessionContext = createContext<SessionState | null>(null);

/**
 * Reads the session of a remembered identity. At start only the refresh cookie is there, and the
 * session-token route answers the token and the session together: one round trip, not two.
 */
async function loadSession(): Promise<Session | null> {
  if (!tokenStore.hasSession) return null;
  try {
    const session = tokenStore.hasToken
      ? await authApi.session()
      : await tokenStore.refreshSession();
    if (!session) return null;
    tokenStore.rememberIdentity(identityOf(session.user));
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      tokenStore.clear();
      return null;
    }
    throw error;
  }
}

/**
 * Starts loading the session before the first render (app/route-start.ts): a screen's early data
 * request then waits on the same token call instead of fetching the token first and leaving the
 * session to a second call.
 */
export function prefetchSession(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: authKeys.session(), queryFn: loadSession });
}

/**
 * Provides the session to the app. When the API refuses a call even with a fresh token, the
 * hunter is signed out and sent to sign-in, to come back to the same page afterwards.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location.pathname + location.search + location.hash);
  useEffect(() => {
    here.current = location.pathname + location.search + location.hash;
  }, [location]);

  useEffect(
    () =>
      api.onSignedOut(() => {
        // A call refused after the session already ended here (one in flight while the hunter
        // signed out) has no session left to end, and the sign-out has sent the hunter on.
        if (queryClient.getQueryData(authKeys.session()) === null) return;
        endLocalSession(queryClient);
        navigate(signInPath(here.current), { replace: true });
      }),
    [queryClient, navigate],
  );

  const query = useQuery({ queryKey: authKeys.session(), queryFn: loadSession });
  const { refetch } = query;
  const status = statusOf(query.isPending, query.data, query.isError);
  const [signedOutByHunter, setSignedOutByHunter] = useState(false);
  if (signedOutByHunter && status === 'authenticated') setSignedOutByHunter(false);
  const markSignedOutByHunter = useCallback(() => setSignedOutByHunter(true), []);

  const value = useMemo<SessionState>(
    () => ({
      status,
      user: query.data?.user ?? null,
      error: query.error,
      reload: () => void refetch(),
      signedOutByHunter,
      markSignedOutByHunter,
    }),
    [status, query.data, query.error, refetch, signedOutByHunter, markSignedOutByHunter],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function statusOf(
  pending: boolean,
  session: Session | null | undefined,
  failed: boolean,
): SessionStatus {
  if (session) return 'authenticated';
  if (pending) return 'loading';
  if (failed) return 'error';
  return 'unauthenticated';
}

/** The current session: `status` and the signed-in `user`. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within a SessionProvider');
  return session;
}
