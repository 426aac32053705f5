import { Navigate } from 'react-router';
import { errorMessage, useSession } from '../api';
import { ErrorState, LoadingState } from '../ui';
import { lazyPage } from './lazy-page';
import { HOME_PATH } from './routes';

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'));

/**
 * `/`: a visitor sees what Marshlog is and the way in; a signed-in hunter goes home (HOME_PATH,
 * the one place that decides where that is).
 */
export function HomeRoute() {
  const session = useSession();
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
  if (session.status === 'authenticated') return <Navigate to={HOME_PATH} replace />;
  return <LandingPage />;
}
