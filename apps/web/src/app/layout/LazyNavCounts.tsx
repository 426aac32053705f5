import { lazy, Suspense } from 'react';
import type { NavBadge } from '../navigation';

const NavCount = lazy(() => import('./NavCountBadge'));

/**
 * The navigation's counts (a badge beside an item, or the dot on the phone's Menu button), loaded
 * just after the first screen so they add nothing to any screen's first load (issue 14); nothing
 * shows until they arrive, as nothing shows at zero.
 */
export function LazyNavCount({ badge }: { badge: NavBadge | 'menu' }) {
  return (
    <Suspense fallback={null}>
      <NavCount badge={badge} />
    </Suspense>
  );
}
