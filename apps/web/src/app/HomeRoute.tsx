import { Navigate } from 'react-router';
import { useSession } from '../api';
import LandingPage from '../features/landing/LandingPage';
import { SessionPending } from './RequireSession';
import { HOME_PATH } from './routes';

/**
 * `/`: a visitor sees what Marshlog is and the way in; a signed-in hunter goes home (HOME_PATH,
 * the one place that decides where that is). Loaded with the landing, as a lazy screen.
 */
export default function HomeRoute() {
  const session = useSession();
  if (session.status === 'authenticated') return <Navigate to={HOME_PATH} replace />;
  if (session.status === 'unauthenticated') return <LandingPage />;
  return <SessionPending session={session} />;
}
