import { useState } from 'react';
import { OUTBOX_MESSAGES, outboxCount } from '@marshlog/domain';
import { Button } from '../../ui';
import { syncNow } from './outbox';

/** How many of the hunter's items wait on this device, and "Sync now" once there is a network. */
export function OutboxStatus({ waiting, online }: { waiting: number; online: boolean }) {
  const [syncing, setSyncing] = useState(false);
  const sync = () => {
    setSyncing(true);
    syncNow()
      .catch((error: unknown) => console.error('Sync now failed', error))
      .finally(() => setSyncing(false));
  };
  return (
    <section
      aria-label="Sync"
      className="pointer-events-auto flex items-center gap-3 rounded-lg border border-l-4 border-line border-l-warning bg-raised px-3 py-2 text-sm text-ink shadow-xl shadow-black/40"
    >
      <p role="status" className="flex-1">
        {outboxCount(waiting)}
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={!online}
        loading={syncing}
        loadingText={OUTBOX_MESSAGES.sending}
        onClick={sync}
      >
        {OUTBOX_MESSAGES.syncNow}
      </Button>
    </section>
  );
}
