import { lazy, Suspense, useState, type ComponentType } from 'react';
import { LoadingState } from '../ui';
import { LazyBoundary } from './LazyBoundary';

export interface PageModule {
  default: ComponentType;
}

/**
 * A screen loaded on first visit, in its own chunk. A failed load shows the seed's
 * "Component Loading Failed" box, whose Try Again runs the import again.
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  const loader = { Page: lazy(load) };

  function LazyPage() {
    const [Page, setPage] = useState(() => loader.Page);
    const retry = () => {
      loader.Page = lazy(load);
      setPage(() => loader.Page);
    };
    return (
      <LazyBoundary onRetry={retry}>
        <Suspense fallback={<LoadingState />}>
          <Page />
        </Suspense>
      </LazyBoundary>
    );
  }
  return LazyPage;
}
