import { useState } from 'react';
import { Link } from 'react-router';
import {
  ANALYTICS_TEXTS,
  FEED_TEXTS,
  SPECIES_CATEGORY_LABELS,
  speciesEntry,
  type HarvestInsights,
} from '@marshlog/domain';
import { ButtonLink, Card, EmptyState, Select } from '../../../ui';
import { BarFigure } from './BarFigure';
import { HarvestSummary } from './HarvestSummary';
import { SeasonsTable } from './SeasonsTable';
import { TrendFigure } from './TrendFigure';

/** Overview: the harvest insights of the hunter's own hunts, season by season. */
export function OverviewPanel({ harvest }: { harvest: HarvestInsights }) {
  const [chosen, setChosen] = useState(harvest.current_season);
  const season =
    harvest.seasons.find((entry) => entry.season === chosen) ?? harvest.seasons[0] ?? null;
  const anyHunts = harvest.seasons.some((entry) => entry.hunts > 0);
  if (!anyHunts || !season) {
    return (
      <EmptyState
        title={ANALYTICS_TEXTS.harvest}
        description={ANALYTICS_TEXTS.noHunts}
        action={<ButtonLink to="/hunts/create">{FEED_TEXTS.createHunt}</ButtonLink>}
      />
    );
  }
  const bands = (key: 'wind_bands' | 'temperature_bands') =>
    harvest[key].map((band) => ({ label: band.band, value: band.birds_per_hunt }));
  const recordedWeather =
    harvest.wind_bands.some((band) => band.hunts > 0) ||
    harvest.temperature_bands.some((band) => band.hunts > 0);
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="font-semibold text-ink">{ANALYTICS_TEXTS.harvest}</h3>
          <Select
            label={ANALYTICS_TEXTS.season}
            value={season.season}
            onChange={(event) => setChosen(event.target.value)}
            options={harvest.seasons.map((entry) => ({ value: entry.season, label: entry.season }))}
          />
        </div>
        <HarvestSummary season={season} />
        <div className="grid gap-4 md:grid-cols-2">
          <BarFigure
            title={ANALYTICS_TEXTS.byCategory}
            valueLabel={ANALYTICS_TEXTS.seasonBirds}
            data={season.categories.map((entry) => ({
              label: SPECIES_CATEGORY_LABELS[entry.category],
              value: entry.birds,
            }))}
          />
          {season.species.length > 0 ? (
            <BarFigure
              title={ANALYTICS_TEXTS.bySpecies}
              valueLabel={ANALYTICS_TEXTS.seasonBirds}
              color="var(--color-success)"
              data={season.species.map((entry) => ({
                label: speciesEntry(entry.species)?.label ?? entry.species,
                value: entry.birds,
              }))}
            />
          ) : null}
        </div>
      </Card>
      <Card className="p-4">
        <SeasonsTable seasons={harvest.seasons} />
      </Card>
      <Card className="p-4">
        <TrendFigure
          title={ANALYTICS_TEXTS.overTime}
          valueLabel={ANALYTICS_TEXTS.birdsPerHunt}
          data={harvest.over_time.map((entry) => ({
            label: entry.month,
            value: entry.birds_per_hunt,
          }))}
        />
      </Card>
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="font-semibold text-ink">{ANALYTICS_TEXTS.productivePlaces}</h3>
        {harvest.productive_places.length === 0 ? (
          <p className="text-ink-muted">{ANALYTICS_TEXTS.noPlaces}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-line">
            {harvest.productive_places.map((place) => (
              <li
                key={place.location_id}
                className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
              >
                <Link
                  to={`/locations/${place.location_id}`}
                  className="min-h-11 min-w-0 content-center truncate font-medium text-accent-strong underline-offset-4 hover:underline"
                >
                  {place.name}
                </Link>
                <span className="text-sm text-ink-muted sm:shrink-0">
                  {ANALYTICS_TEXTS.placeFigures(place.birds, place.hunts, place.birds_per_hunt)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card className="p-4">
        {recordedWeather ? (
          <div className="grid gap-4 md:grid-cols-2">
            <BarFigure
              title={ANALYTICS_TEXTS.byWind}
              valueLabel={ANALYTICS_TEXTS.birdsPerHunt}
              color="var(--color-info)"
              data={bands('wind_bands')}
            />
            <BarFigure
              title={ANALYTICS_TEXTS.byTemperature}
              valueLabel={ANALYTICS_TEXTS.birdsPerHunt}
              color="var(--color-warning)"
              data={bands('temperature_bands')}
            />
          </div>
        ) : (
          <p className="text-ink-muted">{ANALYTICS_TEXTS.noWeather}</p>
        )}
      </Card>
    </div>
  );
}
