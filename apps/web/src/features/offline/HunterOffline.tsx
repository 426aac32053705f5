import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { followAreaOwner } from '../map/offline-areas/area-owner';
import { startOutboxSync } from './outbox';
import { hunterItems, useOutbox } from './outbox-items';
import { keepQueryCache } from './query-cache-store';

/**
 * What a device does for its hunter while the app is open: keeps the offline copy of their answers,
 * sends the outbox, and tells the service worker whose saved map areas to draw. Each follows the
 * session, so a hunter who signs out is forgotten here. Loaded only where a hunter is remembered
 * or signs in (OfflineStatus): a visitor's sign-in page needs none of it. Draws nothing; reports
 * how many of the hunter's items wait to be sent.
 */
export default function HunterOffline({ onWaiting }: { onWaiting: (waiting: number) => void }) {
  const queryClient = useQueryClient();
  useEffect(() => keepQueryCache(queryClient), [queryClient]);
  useEffect(() => startOutboxSync(queryClient), [queryClient]);
  useEffect(() => followAreaOwner(queryClient), [queryClient]);
  const waiting = hunterItems(useOutbox()).length;
  useEffect(() => onWaiting(waiting), [onWaiting, waiting]);
  return null;
}
