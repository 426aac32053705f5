import { Link } from 'react-router';
import { OUTBOX_MESSAGES, outboxPhotoProgress } from '@marshlog/domain';
import { Badge } from '../../ui';
import { OutboxItemActions } from './OutboxItemActions';
import { itemPath, waitingEditPath, waitingItemPath } from './waiting-paths';
import {
  hunterItems,
  useOutbox,
  type OutboxItem,
  type OutboxKind,
  type OutboxProgress,
  isEdit,
} from './outbox-items';

function progressText(progress: OutboxProgress | undefined): string {
  if (progress?.stage === 'sending') return OUTBOX_MESSAGES.sending;
  if (progress?.stage === 'uploading') {
    return outboxPhotoProgress(progress.done + 1, progress.total, progress.percent);
  }
  return OUTBOX_MESSAGES.waiting;
}

function WaitingItem({ item, progress }: { item: OutboxItem; progress?: OutboxProgress }) {
  const refused = item.refusal !== undefined;
  // An edit shows on its item's page; an edit waiting for its create, on the create's page.
  const opens = isEdit(item) ? itemPath(item) : undefined;
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-dashed border-warning/60 bg-surface p-4"
      aria-label={item.title}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <Link
          to={opens ?? waitingItemPath(item)}
          className="min-w-0 font-semibold break-words text-ink underline-offset-2 hover:underline focus-visible:underline"
        >
          {item.title}
        </Link>
        <Badge tone={refused ? 'danger' : 'warning'}>
          {refused ? OUTBOX_MESSAGES.refused : progressText(progress)}
        </Badge>
      </div>
      {item.details ? <p className="text-sm break-words text-ink-muted">{item.details}</p> : null}
      {progress?.stage === 'uploading' ? (
        <progress
          className="h-1.5 w-full accent-accent"
          max={100}
          value={progress.percent}
          aria-label={progressText(progress)}
        />
      ) : null}
      {refused ? (
        <div className="flex flex-col gap-2 border-t border-line pt-2">
          <p role="alert" className="text-sm text-danger">
            <span className="font-medium">{OUTBOX_MESSAGES.refusedTitle}.</span> {item.refusal}
          </p>
          <OutboxItemActions item={item} editPath={isEdit(item) ? opens : waitingEditPath(item)} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The hunter's items of one kind kept on this device and not yet on the server, above the list
 * the server sent: each marked "Waiting to sync", or with the server's reason when it refused it.
 */
export default function WaitingItems({ kind }: { kind: OutboxKind }) {
  const outbox = useOutbox();
  // Edits waiting for their create show on the create's page, not as entries of their own.
  const items = hunterItems(outbox, kind).filter((item) => item.afterKey === undefined);
  if (items.length === 0) return null;
  return (
    <section aria-label={OUTBOX_MESSAGES.listTitle} className="mb-4">
      <h2 className="mb-2 text-sm font-medium text-ink-muted">{OUTBOX_MESSAGES.listTitle}</h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((item) => (
          <WaitingItem key={item.key} item={item} progress={outbox.progress.get(item.key)} />
        ))}
      </ul>
    </section>
  );
}
