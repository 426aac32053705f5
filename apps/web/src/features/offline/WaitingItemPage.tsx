import { useLocation, useNavigate, useParams } from 'react-router';
import { OUTBOX_MESSAGES, WAITING_ITEM_MESSAGES, outboxPhotoProgress } from '@marshlog/domain';
import { Badge, ButtonLink, Card, EmptyState, LoadingState, PageHeader } from '../../ui';
import { capturedFields } from './captured-fields';
import { capturedValues } from './outbox-changes';
import { hunterItems, useOutbox, type OutboxKind, isEdit } from './outbox-items';
import { OutboxItemActions } from './OutboxItemActions';
import { KIND_LISTS, waitingEditPath } from './waiting-paths';

const KIND_OF_LIST = Object.fromEntries(
  Object.entries(KIND_LISTS).map(([kind, list]) => [list, kind as OutboxKind]),
);

/**
 * /hunts/waiting/{key} (and the same under /locations and /reports): a hunt, spot or report
 * kept on this device and not yet on the server, with what was captured, marked "Waiting to
 * sync", or with the server's reason when it refused it; Edit opens its form, Discard drops it.
 */
export default function WaitingItemPage() {
  const { key = '' } = useParams();
  const list = `/${useLocation().pathname.split('/')[1] ?? ''}`;
  const kind = KIND_OF_LIST[list];
  const navigate = useNavigate();
  const outbox = useOutbox();
  const item = hunterItems(outbox, kind).find((kept) => kept.key === key && !isEdit(kept));
  if (!item && (!outbox.loaded || outbox.userId === null)) {
    return <LoadingState text="Loading..." />;
  }
  if (!item) {
    return (
      <EmptyState
        title={WAITING_ITEM_MESSAGES.notFound}
        action={
          <ButtonLink to={list} variant="secondary">
            {WAITING_ITEM_MESSAGES.openList}
          </ButtonLink>
        }
      />
    );
  }
  const progress = outbox.progress.get(item.key);
  const refused = item.refusal !== undefined;
  const fields = capturedFields(item.kind, capturedValues(outbox.items, item));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader title={item.title} description={item.details} />
      <Card className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={refused ? 'danger' : 'warning'}>
            {refused ? OUTBOX_MESSAGES.refused : OUTBOX_MESSAGES.waiting}
          </Badge>
          {progress?.stage === 'uploading' ? (
            <span className="text-sm text-ink-muted">
              {outboxPhotoProgress(progress.done + 1, progress.total, progress.percent)}
            </span>
          ) : null}
        </div>
        {refused ? (
          <p role="alert" className="text-sm text-danger">
            <span className="font-medium">{OUTBOX_MESSAGES.refusedTitle}.</span> {item.refusal}
          </p>
        ) : null}
        <section aria-label={WAITING_ITEM_MESSAGES.captured}>
          <h2 className="mb-2 text-sm font-medium text-ink-muted">
            {WAITING_ITEM_MESSAGES.captured}
          </h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {fields.map(({ label, value }) => (
              <div key={label} className="contents">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="break-words whitespace-pre-line text-ink">{value}</dd>
              </div>
            ))}
            {item.photos.length > 0 ? (
              <div className="contents">
                <dt className="text-ink-muted">Photos</dt>
                <dd className="break-words text-ink">
                  {item.photos.map((photo) => photo.name).join(', ')}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
        <OutboxItemActions
          item={item}
          editPath={item.createdId === undefined ? waitingEditPath(item) : undefined}
          onDiscarded={() => void navigate(list, { replace: true })}
        />
      </Card>
    </div>
  );
}
