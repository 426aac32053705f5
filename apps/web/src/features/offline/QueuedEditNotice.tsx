import { OUTBOX_MESSAGES, WAITING_ITEM_MESSAGES } from '@marshlog/domain';
import { Badge } from '../../ui';
import { OutboxItemActions } from './OutboxItemActions';
import type { OutboxItem } from './outbox-items';

/**
 * Above an item's page while the hunter's edit of it is on the device: the page already shows
 * the edit, marked "Waiting to sync"; a refused edit shows the server's words and can be
 * changed again with the page's own Edit, or discarded (the page then shows the server's copy).
 */
export default function QueuedEditNotice({ edit }: { edit: OutboxItem }) {
  const refused = edit.refusal !== undefined;
  return (
    <section
      aria-label={OUTBOX_MESSAGES.listTitle}
      className="mb-4 flex flex-col gap-2 rounded-xl border border-dashed border-warning/60 bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={refused ? 'danger' : 'warning'}>
          {refused ? OUTBOX_MESSAGES.refused : OUTBOX_MESSAGES.waiting}
        </Badge>
        <p className="text-sm text-ink-muted">{edit.title}</p>
      </div>
      {refused ? (
        <p role="alert" className="text-sm text-danger">
          <span className="font-medium">{OUTBOX_MESSAGES.refusedTitle}.</span> {edit.refusal}
        </p>
      ) : (
        <p className="text-sm text-ink">{WAITING_ITEM_MESSAGES.editsWaiting}</p>
      )}
      <OutboxItemActions item={edit} />
    </section>
  );
}
