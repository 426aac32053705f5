import { useId, useState, type ReactNode } from 'react';
import type { User } from '@marshlog/domain';
import { useSession } from '../../../api';
import {
  Card,
  EmptyState,
  LoadingState,
  Pagination,
  QueryErrorState,
  Spinner,
  TextField,
} from '../../../ui';
import { HUNTER_SEARCH_PAGE_SIZE, useFriendRelations, useHunterSearch } from '../api';
import { relationTo } from '../relations';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FriendRequestButton } from './FriendRequestButton';
import { HunterList, HunterRow } from './HunterRow';

/** Find hunters by name or username and ask them to be friends. */
export function HunterSearch() {
  const headingId = useId();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim());
  const results = useHunterSearch(search, page);
  const relations = useFriendRelations();
  const myId = useSession().user?.id ?? 0;
  const searching = search.length > 0 && results.isFetching;

  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Find hunters
        </h2>
        <p className="text-sm text-ink-muted">
          Search by name or username, then send a friend request.
        </p>
      </div>
      <div className="relative">
        <TextField
          label="Search hunters"
          type="search"
          placeholder="Name or username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
        {searching ? <Spinner className="absolute right-3 bottom-3 size-5 text-accent" /> : null}
      </div>
      <SearchResults
        search={search}
        query={results}
        render={(hunters) => (
          <HunterList label="Search results">
            {hunters.map((hunter) => (
              <HunterRow
                key={hunter.id}
                hunter={hunter}
                actions={
                  <FriendRequestButton
                    hunter={hunter}
                    relation={relationTo(hunter.id, relations.data ?? [], myId)}
                    loading={relations.isPending}
                  />
                }
              />
            ))}
          </HunterList>
        )}
      />
      {search && results.data ? (
        <Pagination
          page={page}
          count={results.data.count}
          pageSize={HUNTER_SEARCH_PAGE_SIZE}
          onPageChange={setPage}
          disabled={results.isFetching}
        />
      ) : null}
    </Card>
  );
}

function SearchResults({
  search,
  query,
  render,
}: {
  search: string;
  query: ReturnType<typeof useHunterSearch>;
  render: (hunters: User[]) => ReactNode;
}) {
  if (!search) {
    return (
      <p className="rounded-lg bg-raised/60 px-4 py-3 text-ink-muted">
        Type a name or username to find hunters.
      </p>
    );
  }
  if (query.isPending) return <LoadingState text="Searching hunters..." className="py-6" />;
  if (query.isError) {
    return <QueryErrorState title="Could not search hunters" query={query} />;
  }
  if (query.data.results.length === 0) {
    return (
      <EmptyState
        title="No hunters found"
        description={`Nobody's name or username matches "${search}".`}
      />
    );
  }
  return <>{render(query.data.results)}</>;
}
