import { useState } from 'react';
import { OUTBOX_MESSAGES, WAITING_ITEM_MESSAGES } from '@marshlog/domain';
import { Button, ButtonLink, ConfirmDialog } from '../../ui';
import { discardItem, retryItem } from './outbox';
import type { OutboxItem } from './outbox-items';

/**
 * What the hunter can do with an item on the device: fix it in its form ("Edit", when it has one),
 * send it again as it is ("Try again", once refused), or give it up ("Discard", after a confirm).
 */
export function OutboxItemActions({
  item,
  editPath,
  onDiscarded,
}: {
  item: OutboxItem;
  editPath?: string;
  onDiscarded?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const run = (action: () => Promise<void>, what: string, then?: () => void) => {
    setBusy(true);
    action()
      .then(then)
      .catch((error: unknown) => console.error(`${what} of the waiting ${item.kind} failed`, error))
      .finally(() => setBusy(false));
  };
  return (
    <div className="flex flex-wrap gap-2">
      {editPath ? (
        <ButtonLink to={editPath} size="sm" variant="secondary">
          {WAITING_ITEM_MESSAGES.edit}
        </ButtonLink>
      ) : null}
      {item.refusal !== undefined ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => run(() => retryItem(item.key), OUTBOX_MESSAGES.tryAgain)}
        >
          {OUTBOX_MESSAGES.tryAgain}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
        {OUTBOX_MESSAGES.discard}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={WAITING_ITEM_MESSAGES.discardTitle}
        message={`"${item.title}": ${WAITING_ITEM_MESSAGES.discardBody}`}
        confirmLabel={OUTBOX_MESSAGES.discard}
        cancelLabel={WAITING_ITEM_MESSAGES.keep}
        destructive
        pending={busy}
        onConfirm={() =>
          run(
            () => discardItem(item.key),
            OUTBOX_MESSAGES.discard,
            () => {
              setConfirming(false);
              onDiscarded?.();
            },
          )
        }
      />
    </div>
  );
}
