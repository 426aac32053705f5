import { useId, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  FRIENDSHIPS_PAGE_SIZE,
  type Friendship,
  type Paginated,
  type User,
} from '@marshlog/domain';
import { useSession } from '../../../api';
import { Card, LoadingState, Pagination, QueryErrorState } from '../../../ui';
import { useFriendships, type FriendshipFilters } from '../api';
import { otherHunter } from '../relations';
import { HunterList, HunterRow } from './HunterRow';
import { sentOn } from './sent-on';

interface FriendsSectionProps {
  title: string;
  description?: string;
  /** Which friendships the card lists; the card pages through them itself. */
  filter: Omit<FriendshipFilters, 'page' | 'page_size'>;
  loadingText: string;
  errorTitle: string;
  empty: ReactNode;
  /** Render nothing at all while the list is empty (and loaded without error). */
  hideWhenEmpty?: boolean;
  /** Show "Sent <date>" under each hunter, for requests. */
  showSentDate?: boolean;
  /** The buttons beside one hunter. */
  rowActions: (friendship: Friendship, hunter: User) => ReactNode;
}

/** A card listing one kind of friendship row, with its loading, error, empty and paging states. */
export function FriendsSection({
  title,
  description,
  filter,
  loadingText,
  errorTitle,
  empty,
  hideWhenEmpty = false,
  showSentDate = false,
  rowActions,
}: FriendsSectionProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useFriendships({ ...filter, page });
  const myId = useSession().user?.id ?? 0;
  const count = query.data?.count;
  if (hideWhenEmpty && !count && !query.isError) return null;

  const renderRow = (friendship: Friendship) => {
    const hunter = otherHunter(friendship, myId);
    return (
      <HunterRow
        key={friendship.id}
        hunter={hunter}
        detail={showSentDate ? sentOn(friendship) : undefined}
        actions={rowActions(friendship, hunter)}
      />
    );
  };

  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          {title}
          {count ? (
            <span className="rounded-full bg-raised px-2 text-sm font-medium text-ink-muted tabular-nums">
              {count}
            </span>
          ) : null}
        </h2>
        {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      </div>
      <SectionBody
        query={query}
        loadingText={loadingText}
        errorTitle={errorTitle}
        empty={empty}
        label={title}
        renderRow={renderRow}
      />
      {count ? (
        <Pagination
          page={page}
          count={count}
          pageSize={FRIENDSHIPS_PAGE_SIZE}
          onPageChange={setPage}
          disabled={query.isFetching}
        />
      ) : null}
    </Card>
  );
}

function SectionBody({
  query,
  loadingText,
  errorTitle,
  empty,
  label,
  renderRow,
}: Pick<FriendsSectionProps, 'loadingText' | 'errorTitle' | 'empty'> & {
  query: UseQueryResult<Paginated<Friendship>>;
  label: string;
  renderRow: (friendship: Friendship) => ReactNode;
}) {
  if (query.isPending) return <LoadingState text={loadingText} className="py-6" />;
  if (query.isError) {
    return <QueryErrorState title={errorTitle} query={query} />;
  }
  if (query.data.results.length === 0) return <>{empty}</>;
  return <HunterList label={label}>{query.data.results.map(renderRow)}</HunterList>;
}
