import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { authKeys, prefetchSession, tokenStore } from '../api';
import { authRoutes, publicRoutes, signedInRoutes, type AppRoute } from './routes';

const allRoutes = [...authRoutes, ...publicRoutes, ...signedInRoutes];

function routeAt(pathname: string): AppRoute | undefined {
  return matchRoutes(allRoutes, pathname)?.[0]?.route;
}

/**
 * Starts a screen's data as soon as a signed-in hunter is headed there: after the token, which
 * the session needs anyway, in parallel with the screen's code.
 */
export async function prefetchScreenData(
  route: AppRoute,
  queryClient: QueryClient,
  search: URLSearchParams,
): Promise<void> {
  if (!route.prefetch || !signedInRoutes.includes(route)) return;
  try {
    if (!(await tokenStore.getToken())) return;
    await route.prefetch(queryClient, search);
  } catch (error) {
    // The screen asks again when it renders, and shows the failure there.
    console.warn('Could not start loading the screen data early', error);
  }
}

/**
 * What the app does before its first render: start a remembered hunter's session (or know there
 * is none), request the code of the screen at the address, and its data, instead of waiting for
 * the session first. Settles (never rejects) once the session is known and the screen can show.
 */
export async function startRoute(
  location: Pick<Location, 'pathname' | 'search'>,
  queryClient: QueryClient,
): Promise<void> {
  const session = tokenStore.hasSession ? prefetchSession(queryClient) : undefined;
  // No remembered hunter: no session, known now, so the first render shows a visitor's screen
  // (the sign-in form) at once rather than a spinner for a session call that would not be made.
  if (!session) queryClient.setQueryData(authKeys.session(), null);
  const route = routeAt(location.pathname);
  // The screen opens with its data when that comes soon after its code (lazy-page.tsx).
  const screen = route?.page.preload(
    tokenStore.hasSession
      ? prefetchScreenData(route, queryClient, new URLSearchParams(location.search))
      : undefined,
  );
  await Promise.all([session, screen]);
}
