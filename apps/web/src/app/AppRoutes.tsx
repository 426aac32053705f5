import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { AuthLayout } from './layout/AuthLayout';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { prefetchScreenData } from './route-start';
import { authRoutes, publicRoutes, signedInRoutes, type AppRoute } from './routes';

/** `/`: the landing for visitors, home for hunters (HomeRoute.tsx). */
const HomeRoute = lazyPage(() => import('./HomeRoute'));

/** A route's screen; navigating to it starts its data while its code loads. */
function Screen({ route }: { route: AppRoute }) {
  const queryClient = useQueryClient();
  const { search } = useLocation();
  useEffect(() => {
    void prefetchScreenData(route, queryClient, new URLSearchParams(search));
  }, [route, queryClient, search]);
  return <route.page />;
}

const toRoute = (route: AppRoute) => (
  <Route key={route.path} path={route.path} element={<Screen route={route} />} />
);

/** The route tree: auth screens, then the app layout with public and signed-in screens, then 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>{authRoutes.map(toRoute)}</Route>
      <Route element={<AppLayout />}>
        {publicRoutes.map(toRoute)}
        <Route index element={<HomeRoute />} />
        <Route element={<RequireSession />}>{signedInRoutes.map(toRoute)}</Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
