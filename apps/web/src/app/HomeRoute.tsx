import { Navigate } from 'react-router';
import { useSession } from '../api';
import { lazyPage } from './lazy-page';
import { SessionPending } from './RequireSession';
import { HOME_PATH } from './routes';

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'));

/**
 * `/`: a visitor sees what Marshlog is and the way in; a signed-in hunter goes home (HOME_PATH,
 * the one place that decides where that is).
 */
export function HomeRoute() {
  const session = useSession();
  if (session.status === 'authenticated') return <Navigate to={HOME_PATH} replace />;
  if (session.status === 'unauthenticated') return <LandingPage />;
  return <SessionPending session={session} />;
}
