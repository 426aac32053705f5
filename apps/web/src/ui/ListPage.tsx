import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingState } from './LoadingState';
import { PageHeader } from './PageHeader';
import { Pagination } from './Pagination';
import { QueryErrorState } from './QueryErrorState';
import { cx } from './cx';

/** One page of a list, as the server pages it. */
interface ListPageData<T> {
  results: T[];
  count: number;
}

/**
 * A list screen (locations, reports): header, scope and search controls, the count and a grid of
 * cards, or what to show while loading, on failure and when there is nothing; pages below.
 */
export function ListPage<T>({
  title,
  description,
  actions,
  controls,
  query,
  page,
  pageSize,
  onPageChange,
  names,
  empty,
  renderItem,
  children,
}: {
  title: string;
  description: string;
  actions: ReactNode;
  /** The scope and search controls above the list. */
  controls: ReactNode;
  query: UseQueryResult<ListPageData<T>, unknown>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** What the items are called: `one` and `many` in the count, `many` in the loading and error texts. */
  names: { one: string; many: string };
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  /** What the screen opens over the list, e.g. a dialog. */
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={title} description={description} actions={actions} />
      {controls}
      <ListResults
        query={query}
        names={names}
        empty={empty}
        renderItem={renderItem}
        label={title}
      />
      {query.data ? (
        <Pagination
          page={page}
          count={query.data.count}
          pageSize={pageSize}
          onPageChange={onPageChange}
          disabled={query.isFetching}
        />
      ) : null}
      {children}
    </div>
  );
}

function ListResults<T>({
  query,
  names,
  empty,
  renderItem,
  label,
}: {
  query: UseQueryResult<ListPageData<T>, unknown>;
  names: { one: string; many: string };
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  label: string;
}) {
  if (query.isPending) return <LoadingState text={`Loading ${names.many}...`} />;
  if (query.isError)
    return <QueryErrorState title={`Could not load ${names.many}`} query={query} />;
  const { results, count } = query.data;
  if (results.length === 0) return empty;
  return (
    <>
      <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
        {count} {count === 1 ? names.one : names.many}
      </p>
      <ul
        aria-label={label}
        className={cx(
          'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
          query.isPlaceholderData && 'opacity-60',
        )}
      >
        {results.map(renderItem)}
      </ul>
    </>
  );
}
