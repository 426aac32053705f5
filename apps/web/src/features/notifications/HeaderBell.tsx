import { lazy, Suspense } from 'react';

const NotificationBell = lazy(() =>
  import('./NotificationBell').then((module) => ({ default: module.NotificationBell })),
);
const LiveUnread = lazy(() => import('./LiveUnread'));

/**
 * The header's notification bell, with the live socket that keeps it and the Messages badge
 * current, loaded just after the first screen so they add nothing to any screen's first load
 * (issue 14); until then an empty space of its size keeps the header still.
 */
export function HeaderBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="block size-11" />}>
      <NotificationBell />
      <LiveUnread />
    </Suspense>
  );
}
