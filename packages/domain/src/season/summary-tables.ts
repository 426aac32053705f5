import { SEASON_MESSAGES, SURVEY_GROUP_LABELS, SURVEY_GROUPS } from './constants.js';
import type { SeasonSummary } from './summary-schema.js';

/** One titled table of a season summary, as the CSV and the PDF write it. */
export interface SummaryTable {
  title: string;
  headers: string[];
  rows: string[][];
}

const text = (value: number | null, none = '') => (value === null ? none : String(value));

/** The summary's title line: "Season 2025-26 (2025-09-01 to 2026-08-31)". */
export function summaryTitle(summary: SeasonSummary): string {
  return `Season ${summary.season} (${summary.starts_on} to ${summary.ends_on})`;
}

/**
 * The summary as tables in the order the surveys ask: the season's totals (HIP certification),
 * each day (the harvest survey's diary: date, place, birds bagged, downed but lost), then species
 * and sex, places, and the limits the days were compared with.
 */
export function summaryTables(summary: SeasonSummary): SummaryTable[] {
  const shellsPerBird =
    summary.shells_per_bird === null
      ? SEASON_MESSAGES.shellsNotRecorded
      : String(summary.shells_per_bird);
  return [
    {
      title: 'Season totals',
      headers: ['Question', 'Answer'],
      rows: [
        ['Days hunted', String(summary.days_hunted)],
        ['Hunts', String(summary.hunts)],
        ...SURVEY_GROUPS.map((group) => [
          SURVEY_GROUP_LABELS[group],
          String(summary.survey[group]),
        ]),
        ['All birds', String(summary.birds)],
        [
          `Birds downed but lost (recorded on ${summary.hunts_with_lost} of ${summary.hunts} hunts)`,
          String(summary.birds_lost),
        ],
        [
          `Shells fired (recorded on ${summary.hunts_with_shells} of ${summary.hunts} hunts)`,
          String(summary.shells_fired),
        ],
        ['Shells per bird', shellsPerBird],
        ['Days over a daily limit', text(summary.limits.days_over, 'Not counted: no state')],
      ],
    },
    {
      title: 'Hunting days',
      headers: [
        'Date',
        'Places',
        'Ducks',
        'Sea ducks',
        'Geese',
        'Brant',
        'Lost',
        'Shells',
        'Over limit',
      ],
      rows: summary.days.map((day) => [
        day.date,
        day.places.join('; '),
        String(day.ducks),
        String(day.sea_ducks),
        String(day.geese),
        String(day.brant),
        text(day.birds_lost),
        text(day.shells_fired),
        day.over_limits.join('; '),
      ]),
    },
    {
      title: 'Birds by species and sex',
      headers: ['Species', 'Drakes and ganders', 'Hens and female geese', 'Total'],
      rows: [
        ...summary.by_species.map((line) => [
          line.species_display,
          String(line.drakes),
          String(line.hens),
          String(line.total),
        ]),
        [
          'All species',
          String(summary.by_sex.drake),
          String(summary.by_sex.hen),
          String(summary.birds),
        ],
      ],
    },
    {
      title: 'Birds per place',
      headers: ['Place', 'Days', 'Hunts', 'Ducks', 'Geese', 'Birds'],
      rows: summary.by_place.map((line) => [
        line.place ?? 'No saved place',
        String(line.days),
        String(line.hunts),
        String(line.ducks),
        String(line.geese),
        String(line.birds),
      ]),
    },
    {
      title: 'Limits compared',
      headers: ['State', 'Source', 'Note'],
      rows: [
        [summary.limits.state ?? 'None', summary.limits.source ?? 'None', summary.limits.notice],
      ],
    },
  ];
}

/** One CSV field: quoted where it holds a comma, quote or line break; formulas defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The summary as CSV (RFC 4180, CRLF): each table under its title, a blank line between. */
export function seasonSummaryCsv(summary: SeasonSummary): string {
  const lines = [[`Marshlog season summary`, summaryTitle(summary)]];
  for (const table of summaryTables(summary)) {
    lines.push([], [table.title], table.headers, ...table.rows);
  }
  lines.push([], [summary.notice]);
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
