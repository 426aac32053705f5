import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Friendship, Paginated } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Card, ErrorState, LoadingState, Pagination } from '../../../ui';
import { HunterList } from './HunterRow';

interface FriendsSectionProps {
  title: string;
  description?: string;
  query: UseQueryResult<Paginated<Friendship>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loadingText: string;
  errorTitle: string;
  empty: ReactNode;
  renderRow: (friendship: Friendship) => ReactNode;
}

/** A card listing one kind of friendship row, with its loading, error, empty and paging states. */
export function FriendsSection({
  title,
  description,
  query,
  page,
  pageSize,
  onPageChange,
  loadingText,
  errorTitle,
  empty,
  renderRow,
}: FriendsSectionProps) {
  const headingId = useId();
  const count = query.data?.count;
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
          pageSize={pageSize}
          onPageChange={onPageChange}
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
}: Pick<FriendsSectionProps, 'query' | 'loadingText' | 'errorTitle' | 'empty' | 'renderRow'> & {
  label: string;
}) {
  if (query.isPending) return <LoadingState text={loadingText} className="py-6" />;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.results.length === 0) return <>{empty}</>;
  return <HunterList label={label}>{query.data.results.map(renderRow)}</HunterList>;
}
