import { useId, type ReactNode } from 'react';
import type { User } from '@marshlog/domain';
import { useSession } from '../../../api';
import { Avatar, ButtonLink, cx, EmptyState, LoadingState, QueryErrorState } from '../../../ui';
import { useAllFriends } from '../api';
import { otherHunter } from '../relations';

/** `framed`: a bordered box inside a longer form (report partners); `plain`: a dialog's own section (sharing a location). */
type FriendPickerLook = 'framed' | 'plain';

const LOOKS: Record<
  FriendPickerLook,
  { fieldset: string; legend: string; list: string; box: string }
> = {
  framed: {
    fieldset: 'min-w-0 rounded-lg border border-line p-3',
    legend: 'px-1',
    list: 'max-h-56',
    box: 'size-5',
  },
  plain: { fieldset: '', legend: 'mb-1', list: 'max-h-64', box: 'size-4' },
};

/**
 * A checklist of the viewer's friends: the hunting partners who may read a report, or the hunters
 * a location is shared with. Only friends can be chosen: the server refuses anyone else.
 */
export function FriendPicker({
  legend,
  emptyDescription,
  look,
  chosen,
  onChange,
  badgeFor,
  error,
  disabled = false,
}: {
  legend: string;
  /** Why friends are needed, under "No friends yet". */
  emptyDescription: string;
  look: FriendPickerLook;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  /** What a friend already has, e.g. the permission a location is shared with them at. */
  badgeFor?: (friend: User) => ReactNode;
  error?: string;
  disabled?: boolean;
}) {
  const friends = useAllFriends();
  const myId = useSession().user?.id ?? 0;
  const errorId = useId();
  if (friends.isPending) return <LoadingState text="Loading your friends..." className="py-4" />;
  if (friends.isError) {
    return <QueryErrorState title="Could not load your friends" query={friends} />;
  }
  if (friends.data.length === 0) {
    return (
      <EmptyState
        title="No friends yet"
        description={emptyDescription}
        action={
          <ButtonLink to="/friends" variant="secondary">
            Find friends
          </ButtonLink>
        }
      />
    );
  }
  const hunters: User[] = friends.data.map((friendship) => otherHunter(friendship, myId));
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  const style = LOOKS[look];
  return (
    <fieldset
      className={cx('flex flex-col gap-2', style.fieldset)}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className={cx('font-medium text-ink', style.legend)}>{legend}</legend>
      <ul className={cx('flex flex-col gap-1 overflow-y-auto', style.list)}>
        {hunters.map((hunter) => (
          <li key={hunter.id}>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-raised">
              <input
                type="checkbox"
                checked={chosen.includes(hunter.id)}
                onChange={() => toggle(hunter.id)}
                className={cx('accent-[var(--color-accent)]', style.box)}
              />
              <Avatar name={hunter.name} imageUrl={hunter.profile_image_url} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-ink">{hunter.name}</span>
                <span className="block text-sm break-all text-ink-muted">@{hunter.username}</span>
              </span>
              {badgeFor?.(hunter)}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
