import { useId } from 'react';
import type { User } from '@marshlog/domain';
import { useSession } from '../../../api';
import { Avatar, ButtonLink, EmptyState, LoadingState, QueryErrorState } from '../../../ui';
import { useAllFriends } from '../../friends/api';
import { otherHunter } from '../../friends/relations';

/**
 * A checklist of the viewer's friends, to pick the hunting partners who may read a report (or
 * whom a sharing policy allows). Only friends can be chosen: the server refuses anyone else.
 */
export function PartnerPicker({
  legend,
  chosen,
  onChange,
  error,
  disabled = false,
}: {
  legend: string;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
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
        description="Hunting partners are picked from your friends. Add some first."
        action={
          <ButtonLink to="/friends" variant="secondary">
            Find friends
          </ButtonLink>
        }
      />
    );
  }
  const partners: User[] = friends.data.map((friendship) => otherHunter(friendship, myId));
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-line p-3"
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="px-1 font-medium text-ink">{legend}</legend>
      <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
        {partners.map((partner) => (
          <li key={partner.id}>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-raised">
              <input
                type="checkbox"
                checked={chosen.includes(partner.id)}
                onChange={() => toggle(partner.id)}
                className="size-5 accent-[var(--color-accent)]"
              />
              <Avatar name={partner.name} imageUrl={partner.profile_image_url} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-ink">{partner.name}</span>
                <span className="block text-sm break-all text-ink-muted">@{partner.username}</span>
              </span>
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
