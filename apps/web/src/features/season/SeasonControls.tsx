import { WATERFOWL_STATES, seasonLabel, seasonOf } from '@marshlog/domain';
import { Select } from '../../ui';
import { todayIsoDate } from '../hunts/format';
import type { SeasonChoice } from './api';

/** The seasons a hunter picks from: this one and the five before it. */
export function recentSeasons(today = todayIsoDate()): string[] {
  const startYear = Number(seasonOf(today).slice(0, 4));
  return Array.from({ length: 6 }, (_, back) => seasonLabel(startYear - back));
}

const STATE_OPTIONS = [
  { value: '', label: 'My state (from my profile)' },
  ...WATERFOWL_STATES.map((state) => ({ value: state.code, label: state.name })),
];

export function SeasonControls({
  choice,
  onChange,
}: {
  choice: SeasonChoice;
  onChange: (choice: SeasonChoice) => void;
}) {
  return (
    <div className="season-no-print grid gap-4 sm:grid-cols-2">
      <Select
        label="Season"
        value={choice.season}
        options={recentSeasons().map((season) => ({ value: season, label: season }))}
        onChange={(event) => onChange({ ...choice, season: event.target.value })}
      />
      <Select
        label="Limits of"
        hint="Hunts carry no state: pick the state whose limits your days are compared with."
        value={choice.state}
        options={STATE_OPTIONS}
        onChange={(event) => onChange({ ...choice, state: event.target.value })}
      />
    </div>
  );
}
