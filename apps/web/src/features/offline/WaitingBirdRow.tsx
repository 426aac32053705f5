import { OUTBOX_MESSAGES, WAITING_BIRD_MESSAGES } from '@marshlog/domain';
import { Badge, cx } from '../../ui';
import { OutboxItemActions } from './OutboxItemActions';
import { useOutbox, type OutboxItem } from './outbox-items';

/**
 * A bird added or removed on this device, in the hunt's list of birds until the server has the
 * change: marked "Waiting to sync" (a removed bird struck through), or refused with the server's
 * words, Try again and Discard (discarding a removal keeps the bird).
 */
export default function WaitingBirdRow({ change, notes }: { change: OutboxItem; notes?: string }) {
  const sending = useOutbox().progress.get(change.key)?.stage === 'sending';
  const refused = change.refusal !== undefined;
  const removal = change.birdChange === 'remove';
  return (
    <li
      className="flex flex-col gap-2 bg-warning/5 px-3 py-2.5"
      data-testid="waiting-bird"
      aria-label={change.birdName}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <p className={cx('font-medium text-ink', removal && 'text-ink-muted line-through')}>
            {change.birdName}
          </p>
          <p className="text-sm text-ink-muted">
            {removal ? WAITING_BIRD_MESSAGES.removed : WAITING_BIRD_MESSAGES.added}
          </p>
          {notes ? <p className="text-sm break-words text-ink-faint">{notes}</p> : null}
        </div>
        <Badge tone={refused ? 'danger' : 'warning'}>
          {refused
            ? OUTBOX_MESSAGES.refused
            : sending
              ? OUTBOX_MESSAGES.sending
              : OUTBOX_MESSAGES.waiting}
        </Badge>
      </div>
      {refused ? (
        <p role="alert" className="text-sm text-danger">
          <span className="font-medium">{OUTBOX_MESSAGES.refusedTitle}.</span> {change.refusal}
        </p>
      ) : null}
      <OutboxItemActions item={change} />
    </li>
  );
}
