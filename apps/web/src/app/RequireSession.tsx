import { Navigate, Outlet, useLocation } from 'react-router';
import { errorMessage, signInPath, useSession } from '../api';
import { ErrorState, LoadingState } from '../ui';

/** Lets signed-in hunters through; sends everyone else to sign in and back here afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingState text="Opening your logbook..." />;
  if (session.status === 'error') {
    return (
      <ErrorState
        title="Could not load your session"
        message={errorMessage(session.error)}
        onRetry={session.reload}
      />
    );
  }
  if (session.status === 'unauthenticated') {
    const returnTo = session.signedOutByHunter
      ? undefined
      : location.pathname + location.search + location.hash;
    return <Navigate to={signInPath(returnTo)} replace />;
  }
  return <Outlet />;
}
