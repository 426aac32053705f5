import { useEffect, useRef } from 'react';
import { MARK_VIEWED_LIMIT } from '@marshlog/domain';
import { markViewed } from './api';
import { isReadable, type FeedCard } from './feed-card';

/** Sends the first 10 loaded activities to mark_viewed, each once (seed 000 section 7). */
export function useMarkViewed(activities: FeedCard[], enabled: boolean): void {
  const sent = useRef(new Set<number>());
  useEffect(() => {
    if (!enabled) return;
    const ids = activities
      .slice(0, MARK_VIEWED_LIMIT)
      .filter(isReadable)
      .map((activity) => activity.id)
      .filter((id) => !sent.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    markViewed(ids).catch((error: unknown) => {
      console.warn('mark_viewed failed', error);
    });
  }, [activities, enabled]);
}
