import { lazy, Suspense } from 'react';

const NotificationBell = lazy(() =>
  import('./NotificationBell').then((module) => ({ default: module.NotificationBell })),
);

/**
 * The header's notification bell, loaded just after the first screen so it adds nothing to any
 * screen's first load (issue 14); until then an empty space of its size keeps the header still.
 */
export function HeaderBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="block size-11" />}>
      <NotificationBell />
    </Suspense>
  );
}
