import { useState } from 'react';
import { BAND_MESSAGES, BAND_PAGE_SIZE } from '@marshlog/domain';
import {
  Button,
  ButtonLink,
  EmptyState,
  LoadingState,
  PageHeader,
  Pagination,
  QueryErrorState,
} from '../../ui';
import { AddBandDialog } from './AddBandDialog';
import { BandCard } from './BandCard';
import { useBandLog } from './api';

/** The band log (issue 27): the hunter's banded birds, each with the way to report it. */
export default function BandLogPage() {
  const [page, setPage] = useState(1);
  const bands = useBandLog(page);
  const [adding, setAdding] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <PageHeader
        title="Band log"
        description={BAND_MESSAGES.reportHint}
        actions={
          <>
            <ButtonLink to="/season" variant="ghost" size="sm">
              Season summary
            </ButtonLink>
            <Button size="sm" onClick={() => setAdding(true)}>
              Add a band
            </Button>
          </>
        }
      />
      {bands.isPending ? (
        <LoadingState text="Loading your bands..." />
      ) : bands.isError ? (
        <QueryErrorState title="Your band log could not be loaded" query={bands} />
      ) : bands.data.count === 0 ? (
        <EmptyState
          title="No banded birds yet"
          description={BAND_MESSAGES.emptyLog}
          action={<Button onClick={() => setAdding(true)}>Add a band</Button>}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Banded birds">
            {bands.data.results.map((band) => (
              <li key={band.bird_id}>
                <BandCard band={band} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            count={bands.data.count}
            pageSize={BAND_PAGE_SIZE}
            onPageChange={setPage}
            disabled={bands.isFetching}
          />
        </>
      )}
      <AddBandDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
