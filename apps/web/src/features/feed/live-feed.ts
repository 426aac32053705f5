import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  FEED_RECONNECT_ATTEMPTS,
  FEED_RECONNECT_DELAY_MS,
  FEED_TEXTS,
  type Activity,
  type SocketErrorFrame,
} from '@marshlog/domain';
import { useToast } from '../../ui';
import { openLiveSocket, type LiveSocket } from '../../realtime/live-socket';
import type { FeedPages } from './api';
import { updateCard } from './feed-card';
import { feedKeys, type FeedFilters } from './keys';

export type LiveFeedStatus = 'offline' | 'connecting' | 'live';

interface ActivityUpdateFrame {
  type: 'activity_update';
  action: 'new' | 'updated' | 'deleted';
  activity_id: number;
  activity?: Activity;
}

type FeedFrame =
  ActivityUpdateFrame | SocketErrorFrame | { type: 'notification' } | { type: 'user_online' };

/** Whether a new activity belongs in the list of this tab. */
function belongsTo(filters: FeedFilters, activity: Activity): boolean {
  if (filters.search) return false;
  if (filters.tab === 'mine') return false;
  if (filters.tab === 'public') return activity.privacy_level === 'public';
  return true;
}

function editLists(
  queryClient: QueryClient,
  edit: (filters: FeedFilters, data: FeedPages) => FeedPages,
): void {
  for (const [key, data] of queryClient.getQueriesData<FeedPages>({ queryKey: feedKeys.lists() })) {
    const filters = key[2] as FeedFilters | undefined;
    if (data && filters) queryClient.setQueryData(key, edit(filters, data));
  }
}

/**
 * Applies one activity_update (seed 000 section 4): new is prepended with the count plus 1,
 * updated is replaced, deleted is removed with the count minus 1. The hunter's own are ignored.
 */
export function applyActivityUpdate(
  queryClient: QueryClient,
  frame: ActivityUpdateFrame,
  viewerId: number,
): void {
  const { activity } = frame;
  if (activity && activity.user.id === viewerId) return;
  if (frame.action === 'new' && activity) {
    editLists(queryClient, (filters, data) => {
      const held = data.pages.some((page) => page.results.some((item) => item.id === activity.id));
      if (held || !belongsTo(filters, activity)) return data;
      return {
        ...data,
        pages: data.pages.map((page, index) => ({
          ...page,
          count: page.count + 1,
          results: index === 0 ? [activity, ...page.results] : page.results,
        })),
      };
    });
  } else if (frame.action === 'updated' && activity) {
    editLists(queryClient, (_filters, data) => ({
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        results: page.results.map((card) => updateCard(card, activity.id, () => activity)),
      })),
    }));
  } else if (frame.action === 'deleted') {
    editLists(queryClient, (_filters, data) => {
      const held = data.pages.some((page) =>
        page.results.some((item) => item.id === frame.activity_id),
      );
      if (!held) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          count: Math.max(0, page.count - 1),
          results: page.results.filter((item) => item.id !== frame.activity_id),
        })),
      };
    });
  }
  void queryClient.invalidateQueries({ queryKey: feedKeys.stats() });
}

/**
 * The live feed socket while `enabled` (off by default, seed 000 section 4): reconnects after an
 * unclean close up to 10 times, 3 s apart, and keeps the feed lists current. A write the server
 * refused over the socket (429 past the write budget) is shown with the server's reason.
 */
export function useLiveFeed(enabled: boolean, viewerId: number | null): LiveFeedStatus {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [status, setStatus] = useState<LiveFeedStatus>('offline');
  const socket = useRef<LiveSocket | null>(null);

  useEffect(() => {
    if (!enabled || viewerId === null) return undefined;
    socket.current = openLiveSocket<FeedFrame>({
      path: '/ws/feed/',
      maxReconnects: FEED_RECONNECT_ATTEMPTS,
      reconnectDelayMs: FEED_RECONNECT_DELAY_MS,
      onStatus: (value) => setStatus(value === 'open' ? 'live' : value),
      onFrame: (frame) => {
        if (frame.type === 'activity_update') applyActivityUpdate(queryClient, frame, viewerId);
        if (frame.type === 'error')
          toast.error(FEED_TEXTS.liveWriteRefused, { description: frame.detail });
      },
    });
    return () => {
      socket.current?.close();
      socket.current = null;
      setStatus('offline');
    };
  }, [enabled, viewerId, queryClient, toast]);

  return enabled ? status : 'offline';
}
