import type { ReactNode } from 'react';
import { errorMessage } from '../api/errors';
import { ErrorState } from './ErrorState';

/** What a failed query shows: its title, the server's message, and Try Again refetching it. */
export function QueryErrorState({
  title,
  query,
}: {
  title: ReactNode;
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <ErrorState
      title={title}
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
