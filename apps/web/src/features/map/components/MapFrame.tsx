import type { ReactNode } from 'react';
import { MAP_MESSAGES } from '@marshlog/domain';
import { Spinner } from '../../../ui';

/** The map's box: full width, most of the screen's height, at least the seed's 400 px. */
export const MAP_BOX_CLASSES =
  'relative h-[calc(100dvh-17rem)] min-h-[400px] w-full overflow-hidden rounded-xl border border-line bg-surface';

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
  );
}
