import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { OFFLINE_MESSAGES, offlineAnswersAge, relativeActivityTime } from '@marshlog/domain';
import { Button } from '../../ui';
import { useAppStatus, useOnline } from './app-status';
import { useHunterOnDevice } from './hunter-on-device';
import { oldestShownAnswer } from './kept-answers';
import { useRoomBelow } from './room-below';
import { keepOfflineData, startServiceWorker } from './service-worker';

/** The outbox, the offline copy and the saved areas' owner: only for a hunter on this device. */
const HunterOffline = lazy(() => import('./HunterOffline'));
const OutboxStatus = lazy(() =>
  import('./OutboxStatus').then(({ OutboxStatus }) => ({ default: OutboxStatus })),
);

const STORAGE_NOTICE_DISMISSED = 'marshlog.storage-notice-dismissed';

/**
 * Offline, when the oldest answer on screen was fetched, following the screen as its answers
 * come and go; online, null, and the cache is not watched.
 */
function useOldestShownAnswer(queryClient: QueryClient, online: boolean): number | null {
  const subscribe = useCallback(
    (notify: () => void) =>
      online ? () => undefined : queryClient.getQueryCache().subscribe(notify),
    [queryClient, online],
  );
  return useSyncExternalStore(subscribe, () => (online ? null : oldestShownAnswer(queryClient)));
}

/**
 * What the installed app says about the network, at the bottom of every screen: the offline
 * banner, the hunter's waiting items, the prompt to move to a new version, and the notice when the
 * browser refused to keep offline data (asked once there is some). Loaded after the first paint;
 * where a hunter is on this device, it starts the worker and the hunter's offline work.
 */
export default function OfflineStatus() {
  const online = useOnline();
  const { applyUpdate, storageRefused } = useAppStatus();
  const [updateDeferred, setUpdateDeferred] = useState(false);
  const [noticeDismissed, setNoticeDismissed] = useState(
    () => localStorage.getItem(STORAGE_NOTICE_DISMISSED) === 'true',
  );
  const shownSince = useOldestShownAnswer(useQueryClient(), online);
  const hunterOnDevice = useHunterOnDevice();
  const [waiting, setWaiting] = useState(0);
  // The installed app is a hunter's: a visitor on the sign-in page downloads none of it, and a
  // hunter who signs in starts it then.
  useEffect(() => {
    if (hunterOnDevice) startServiceWorker();
  }, [hunterOnDevice]);
  // Asked once the hunter keeps something here that eviction would lose (a saved map area asks
  // too), not on every first visit: the browser refuses a new site anyway, and a notice painted
  // late on a screen the hunter did not ask about would be its largest paint.
  const keepsItems = waiting > 0;
  useEffect(() => {
    if (keepsItems) keepOfflineData();
  }, [keepsItems]);

  const showUpdate = applyUpdate !== null && !updateDeferred;
  const showNotice = storageRefused && !noticeDismissed;
  const shown = !online || showUpdate || showNotice || waiting > 0;
  const cards = useRef<HTMLDivElement>(null);
  useRoomBelow(cards, shown);
  return (
    <>
      {hunterOnDevice ? (
        <Suspense fallback={null}>
          <HunterOffline onWaiting={setWaiting} />
        </Suspense>
      ) : null}
      {shown ? (
        <div
          ref={cards}
          className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col gap-2 p-3 sm:right-4 sm:bottom-4 sm:left-auto sm:w-96 sm:p-0"
        >
          {online ? null : (
            // Words only: a tap on it reaches the page below (a form's Save at the foot of a phone).
            <p
              role="status"
              className="rounded-lg border border-l-4 border-line border-l-warning bg-raised px-3 py-2.5 text-sm text-ink shadow-xl shadow-black/40"
            >
              {OFFLINE_MESSAGES.offlineBanner}
              {shownSince ? (
                <span className="mt-0.5 block text-ink-muted">
                  {offlineAnswersAge(relativeActivityTime(new Date(shownSince).toISOString()))}
                </span>
              ) : null}
            </p>
          )}
          {waiting > 0 ? (
            <Suspense fallback={null}>
              <OutboxStatus waiting={waiting} online={online} />
            </Suspense>
          ) : null}
          {showUpdate ? (
            <section
              aria-label="Update"
              className="pointer-events-auto flex flex-col gap-3 rounded-lg border border-l-4 border-line border-l-accent bg-raised p-3.5 shadow-xl shadow-black/40"
            >
              <p role="status" className="font-medium text-ink">
                {OFFLINE_MESSAGES.updateReady}
              </p>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => void applyUpdate()}>
                  {OFFLINE_MESSAGES.updateNow}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setUpdateDeferred(true)}>
                  {OFFLINE_MESSAGES.updateLater}
                </Button>
              </div>
            </section>
          ) : null}
          {showNotice ? (
            <section
              aria-label="Offline storage"
              className="flex items-center gap-3 rounded-lg border border-l-4 border-line border-l-info bg-raised/80 px-3 py-2 text-sm text-ink-muted shadow-xl shadow-black/40"
            >
              {/* Only its Dismiss takes taps: a tap beside it reaches the page (Save, Delete) below. */}
              <p className="flex-1">{OFFLINE_MESSAGES.storageRefused}</p>
              <Button
                size="sm"
                variant="ghost"
                className="pointer-events-auto"
                onClick={() => {
                  localStorage.setItem(STORAGE_NOTICE_DISMISSED, 'true');
                  setNoticeDismissed(true);
                }}
              >
                {OFFLINE_MESSAGES.dismiss}
              </Button>
            </section>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
