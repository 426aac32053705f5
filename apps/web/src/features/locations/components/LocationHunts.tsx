import { useState } from 'react';
import { HUNT_PAGE_SIZE, type HuntSeason, type Location } from '@marshlog/domain';
import {
  ButtonLink,
  Card,
  EmptyState,
  Icon,
  LoadingState,
  Pagination,
  QueryErrorState,
} from '../../../ui';
import { HuntListItem } from '../../hunts/components/HuntListItem';
import { harvestSummary } from '../../hunts/components/HarvestTotals';
import { pluralize } from '../../hunts/format';
import { useLocationHunts, useLocationSeasons } from '../location-hunts';

/** Where "Log a hunt here" leads: the hunt form with this place picked and its coordinates. */
function logHereLink(location: Location): string {
  const params = new URLSearchParams({
    location: String(location.id),
    lat: String(location.latitude),
    lng: String(location.longitude),
  });
  return `/hunts/create?${params}`;
}

/**
 * The hunts logged at a location that the viewer may see, with the birds taken here per season.
 * A signed-in hunter may log a hunt here at once.
 */
export function LocationHunts({ location, canLog }: { location: Location; canLog: boolean }) {
  const [page, setPage] = useState(1);
  const hunts = useLocationHunts(location.id, page);
  const seasons = useLocationSeasons(location.id);
  const logHere = canLog ? (
    <ButtonLink to={logHereLink(location)} variant="secondary" size="sm">
      Log a hunt here
    </ButtonLink>
  ) : null;

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">Hunts here</h2>
        {logHere}
      </div>
      {seasons.data && seasons.data.length > 0 ? <SeasonTallies seasons={seasons.data} /> : null}
      {hunts.isPending ? <LoadingState text="Loading hunts..." /> : null}
      {hunts.isError ? (
        <QueryErrorState title="Could not load the hunts here" query={hunts} />
      ) : null}
      {hunts.data && hunts.data.results.length === 0 ? (
        <EmptyState
          icon={<Icon name="hunts" />}
          title="No hunts logged here yet"
          description="Hunts logged at this spot show up here, with the birds taken each season."
        />
      ) : null}
      {hunts.data && hunts.data.results.length > 0 ? (
        <>
          <ul aria-label="Hunts here" className="grid gap-3 md:grid-cols-2">
            {hunts.data.results.map((hunt) => (
              <HuntListItem key={hunt.id} hunt={hunt} onPlacePage />
            ))}
          </ul>
          <Pagination
            page={page}
            count={hunts.data.count}
            pageSize={HUNT_PAGE_SIZE}
            onPageChange={setPage}
            disabled={hunts.isFetching}
          />
        </>
      ) : null}
    </Card>
  );
}

function SeasonTallies({ seasons }: { seasons: HuntSeason[] }) {
  return (
    <ul aria-label="Birds per season" className="flex flex-col divide-y divide-line">
      {seasons.map((season) => (
        <li
          key={season.start_year}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          data-testid="season-tally"
        >
          <span className="font-semibold text-ink">{season.season} season</span>
          <span className="text-ink-muted tabular-nums">
            {pluralize(season.hunts, 'hunt', 'hunts')} · {harvestSummary(season)}
          </span>
        </li>
      ))}
    </ul>
  );
}
