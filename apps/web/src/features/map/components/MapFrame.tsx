import type { ReactNode } from 'react';
import { MAP_MESSAGES } from '@marshlog/domain';
import { Spinner } from '../../../ui';

/**
 * The map screen: on a phone exactly the screen under the header (less the page's padding and the
 * header's 1 px border), so the page itself never scrolls and a drag always pans the map; from
 * 768 px on, the toolbar above and the map box below it.
 */
export const MAP_PAGE_CLASSES =
  'flex h-[calc(100dvh-7rem-1px)] flex-col sm:h-[calc(100dvh-8rem-1px)] md:block md:h-auto';

/** The map's box: the rest of a phone's screen; elsewhere most of the screen's height, at least the seed's 400 px. */
export const MAP_BOX_CLASSES =
  'relative min-h-60 w-full flex-1 overflow-hidden rounded-xl border border-line bg-surface md:h-[calc(100dvh-17rem)] md:min-h-[400px] md:flex-none';

/** The loading overlay 'Loading map data...' over the map (or its empty box). */
export function LoadingOverlay() {
  return (
    <div
      role="status"
      className="pointer-events-none absolute inset-x-0 top-3 z-10 mx-auto flex w-fit items-center gap-2 rounded-full bg-canvas/90 px-4 py-2 text-sm text-ink shadow-lg"
    >
      <Spinner className="size-4 text-accent" />
      {MAP_MESSAGES.loading}
    </div>
  );
}

/** An empty map box with the loading overlay or a notice, before the map itself can show. */
export function MapFrame({ loading = false, notice }: { loading?: boolean; notice?: ReactNode }) {
  return (
    <div className={MAP_PAGE_CLASSES}>
      <section aria-label="Map" className={MAP_BOX_CLASSES}>
        {loading ? <LoadingOverlay /> : null}
        {notice ? (
          <p
            role="alert"
            className="absolute inset-0 flex items-center justify-center p-6 text-center text-lg text-ink"
          >
            {notice}
          </p>
        ) : null}
      </section>
    </div>
  );
}
