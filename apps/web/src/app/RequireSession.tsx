import { Navigate, Outlet, useLocation } from 'react-router';
import { errorMessage, signInPath, useSession, type SessionState } from '../api';
import { ErrorState } from '../ui';
import { ScreenLoading } from './ScreenLoading';

/** What a screen shows while the session is not known yet: loading, or why it failed. */
export function SessionPending({ session }: { session: SessionState }) {
  if (session.status === 'loading') return <ScreenLoading text="Opening your logbook..." />;
  return (
    <ErrorState
      title="Could not load your session"
      message={errorMessage(session.error)}
      onRetry={session.reload}
    />
  );
}

/** Lets signed-in hunters through; sends everyone else to sign in and back here afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading' || session.status === 'error') {
    return <SessionPending session={session} />;
  }
  if (session.status === 'unauthenticated') {
    const returnTo = session.signedOutByHunter
      ? undefined
      : location.pathname + location.search + location.hash;
    return <Navigate to={signInPath(returnTo)} replace />;
  }
  return <Outlet />;
}
