import { useEffect, useRef } from 'react';
import { FEED_SCROLL_MARGIN_PX } from '@marshlog/domain';

/** Calls `loadMore` when the returned element comes within 100 px of the viewport. */
export function useInfiniteScroll(loadMore: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !active || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: `0px 0px ${FEED_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, active]);
  return sentinel;
}
