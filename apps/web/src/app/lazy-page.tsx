import { lazy, Suspense, useState, type ComponentType } from 'react';
import { LazyBoundary } from './LazyBoundary';
import { ScreenLoading } from './ScreenLoading';

export interface PageModule {
  default: ComponentType;
}

/** A lazily loaded screen; preload() starts fetching its code before it renders. */
export type LazyPage = ComponentType & { preload: () => void };

/**
 * A screen loaded on first visit, in its own chunk. A failed load shows the seed's
 * "Component Loading Failed" box, whose Try Again runs the import again.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let started: Promise<PageModule> | null = null;
  // One import for preload() and render alike; a failed one is not kept, so Try Again fetches anew.
  const loadOnce = () => {
    started ??= load().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };
  const loader = { Page: lazy(loadOnce) };

  function LazyPage() {
    const [Page, setPage] = useState(() => loader.Page);
    const retry = () => {
      loader.Page = lazy(loadOnce);
      setPage(() => loader.Page);
    };
    return (
      <LazyBoundary onRetry={retry}>
        <Suspense fallback={<ScreenLoading />}>
          <Page />
        </Suspense>
      </LazyBoundary>
    );
  }
  return Object.assign(LazyPage, {
    preload: () => {
      // A failure here shows when the screen renders, with its Try Again.
      loadOnce().catch(() => undefined);
    },
  });
}
