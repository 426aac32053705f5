import { lazy, Suspense, useState, type ComponentType } from 'react';
import { LazyBoundary } from './LazyBoundary';
import { ScreenLoading } from './ScreenLoading';

export interface PageModule {
  default: ComponentType;
}

/**
 * A lazily loaded screen; preload() starts fetching its code before it renders. Given the screen's
 * data started beside its code, the screen's first showing waits for that data too, at most
 * DATA_WAIT_MS once the code is in: it then opens whole, in one render, rather than drawing its
 * frame and then its list. Once its code is in, the screen renders at once, with no loading state.
 */
export type LazyPage = ComponentType & {
  /** Starts the screen's code; settles (never rejects) once the screen can show. */
  preload: (data?: Promise<unknown>) => Promise<void>;
};

/** How long a screen whose code is in still waits for its first data, started beside the code. */
export const DATA_WAIT_MS = 300;

/** The page once `data` settles, or DATA_WAIT_MS after the page, whichever is first. */
function withData(page: PageModule, data: Promise<unknown> | undefined): Promise<PageModule> {
  if (!data) return Promise.resolve(page);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(page), DATA_WAIT_MS);
    const settled = () => {
      clearTimeout(timer);
      resolve(page);
    };
    data.then(settled, settled);
  });
}

/**
 * A screen loaded on first visit, in its own chunk. A failed load shows the seed's
 * "Component Loading Failed" box, whose Try Again runs the import again.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let started: Promise<PageModule> | null = null;
  // One import for preload() and render alike; a failed one is not kept, so Try Again fetches anew.
  const loadOnce = (data?: Promise<unknown>) => {
    started ??= load()
      .then((page) => withData(page, data))
      .then((page) => {
        // Rendered directly from now on: a lazy component suspends on its first render even
        // when its code is in, and shows its loading state for at least one frame.
        loader.Page = page.default;
        return page;
      })
      .catch((error: unknown) => {
        started = null;
        throw error;
      });
    return started;
  };
  const loader: { Page: ComponentType } = { Page: lazy(() => loadOnce()) };

  function LazyPage() {
    const [Page, setPage] = useState(() => loader.Page);
    const retry = () => {
      loader.Page = lazy(() => loadOnce());
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
    preload: (data?: Promise<unknown>) =>
      // A failure here shows when the screen renders, with its Try Again.
      loadOnce(data).then(
        () => undefined,
        () => undefined,
      ),
  });
}
