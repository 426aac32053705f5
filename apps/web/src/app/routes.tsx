import type { QueryClient } from '@tanstack/react-query';
import { lazyPage, type LazyPage } from './lazy-page';

export interface AppRoute {
  /** A React Router path, e.g. '/hunts/:id'. */
  path: string;
  /** A lazyPage(() => import('../features/<domain>/SomePage')) whose module default-exports the screen. */
  page: LazyPage;
  /**
   * Starts the screen's first query while its code loads, with the feature's own query options
   * (imported lazily, so the data module loads in parallel with the screen, not after it).
   */
  prefetch?: (queryClient: QueryClient, search: URLSearchParams) => Promise<void>;
}

const waitingItemPage = lazyPage(() => import('../features/offline/WaitingItemPage'));

/** Where `/` takes a signed-in hunter. */
export const HOME_PATH = '/map';

/**
 * Screens of a signed-in hunter, inside the app layout; signed-out visitors are sent to sign in
 * and brought back. Add one line per screen, and its entry in navigation.ts if it belongs there.
 */
export const signedInRoutes: AppRoute[] = [
  { path: '/map', page: lazyPage(() => import('../features/map/MapPage')) },
  { path: '/profile', page: lazyPage(() => import('../features/profile/ProfilePage')) },
  {
    path: '/hunts',
    page: lazyPage(() => import('../features/hunts/HuntsPage')),
    prefetch: (queryClient, search) =>
      import('../features/hunts/api').then((hunts) => hunts.prefetchHuntList(queryClient, search)),
  },
  { path: '/hunts/create', page: lazyPage(() => import('../features/hunts/CreateHuntPage')) },
  { path: '/friends', page: lazyPage(() => import('../features/friends/FriendsPage')) },
  { path: '/locations', page: lazyPage(() => import('../features/locations/LocationsPage')) },
  {
    path: '/locations/create',
    page: lazyPage(() => import('../features/locations/LocationCreatePage')),
  },
  { path: '/gallery', page: lazyPage(() => import('../features/photos/GalleryPage')) },
  { path: '/messages', page: lazyPage(() => import('../features/chat/MessagesPage')) },
  { path: '/feed', page: lazyPage(() => import('../features/feed/FeedPage')) },
  { path: '/season', page: lazyPage(() => import('../features/season/SeasonSummaryPage')) },
  { path: '/season/bands', page: lazyPage(() => import('../features/season/BandLogPage')) },
  { path: '/reports', page: lazyPage(() => import('../features/reports/ReportsPage')) },
  {
    path: '/reports/policies',
    page: lazyPage(() => import('../features/reports/SharingPoliciesPage')),
  },
  // A hunt, spot or report kept on this device, not yet on the server (issue 31).
  ...['/hunts', '/locations', '/reports'].map((list) => ({
    path: `${list}/waiting/:key`,
    page: waitingItemPage,
  })),
  {
    path: '/reports/waiting/:key/edit',
    page: lazyPage(() => import('../features/reports/create/EditWaitingReportPage')),
  },
];

/**
 * Screens anyone may open, signed in or not, inside the app layout: a public hunt or location by
 * its link. The API answers a signed-out reader for public items and 404 for anything else.
 */
export const publicRoutes: AppRoute[] = [
  { path: '/hunts/:id', page: lazyPage(() => import('../features/hunts/HuntDetailPage')) },
  {
    path: '/locations/:id',
    page: lazyPage(() => import('../features/locations/LocationDetailPage')),
  },
  { path: '/reports/:id', page: lazyPage(() => import('../features/reports/ReportDetailPage')) },
];

/** The sign-in screens, outside the app layout. */
export const authRoutes: AppRoute[] = [
  { path: '/auth/signin', page: lazyPage(() => import('../features/auth/SignInPage')) },
  { path: '/auth/signup', page: lazyPage(() => import('../features/auth/SignUpPage')) },
  { path: '/auth/callback', page: lazyPage(() => import('../features/auth/AuthCallbackPage')) },
  {
    path: '/auth/forgot-password',
    page: lazyPage(() => import('../features/account/ForgotPasswordPage')),
  },
  {
    path: '/auth/reset-password',
    page: lazyPage(() => import('../features/account/ResetPasswordPage')),
  },
];
