import type { ReactNode, RefObject } from 'react';
import { PLACE_MESSAGES } from '@marshlog/domain';
import { cx, Spinner } from '../../../ui';
import type { PlaceMapState } from './use-place-map';

const PLACE_MAP_FRAME =
  'relative h-56 w-full overflow-hidden rounded-lg border border-line bg-surface sm:h-64';

/** The small map's empty frame while its code loads. */
export function PlaceMapLoading() {
  return (
    <div className={PLACE_MAP_FRAME}>
      <PlaceMapNote busy>{PLACE_MESSAGES.pickerLoading}</PlaceMapNote>
    </div>
  );
}

/** The frame of a small map of one place: its box, and a loading or failure note over it. */
export function PlaceMapBox({
  state,
  containerRef,
  describedBy,
  failure = PLACE_MESSAGES.pickerFailed,
  children,
}: {
  state: PlaceMapState;
  /** What a map that cannot show says instead. */
  failure?: string;
  containerRef: RefObject<HTMLDivElement | null>;
  describedBy?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cx('marshlog-map', PLACE_MAP_FRAME)}>
      <div
        ref={containerRef}
        className="h-full w-full"
        data-testid="place-map"
        aria-describedby={describedBy}
      />
      {state.status === 'starting' ? (
        <PlaceMapNote busy>{PLACE_MESSAGES.pickerLoading}</PlaceMapNote>
      ) : null}
      {state.status === 'failed' ? <PlaceMapNote>{failure}</PlaceMapNote> : null}
      {children}
    </div>
  );
}

/** A note over the small map while it loads, or when it cannot show. */
export function PlaceMapNote({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <p
      role={busy ? 'status' : 'alert'}
      className="absolute inset-0 flex items-center justify-center gap-2 p-4 text-center text-sm text-ink-muted"
    >
      {busy ? <Spinner className="size-4 text-accent" /> : null}
      {children}
    </p>
  );
}
