import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { AuthLayout } from './layout/AuthLayout';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { authRoutes, HOME_PATH, publicRoutes, signedInRoutes, type AppRoute } from './routes';

const toRoute = ({ path, page: Page }: AppRoute) => (
  <Route key={path} path={path} element={<Page />} />
);

/** The route tree: auth screens, then the app layout with public and signed-in screens, then 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>{authRoutes.map(toRoute)}</Route>
      <Route element={<AppLayout />}>
        {publicRoutes.map(toRoute)}
        <Route element={<RequireSession />}>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          {signedInRoutes.map(toRoute)}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
