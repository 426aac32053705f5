import { MAP_IDLE_BUDGET_MS, type MapIdleResult } from './map-browser.js';

/** The map measurement, or why it could not be taken. */
export type MapOutcome = MapIdleResult | { failure: string };

/** One line for the console and the results file: the figure, its budget and the verdict. */
export function mapLine(outcome: MapOutcome): string {
  if ('failure' in outcome) return `map in Chromium: FAIL (${outcome.failure})`;
  const { features } = outcome;
  return (
    `map in Chromium: idle ${outcome.idleAfterDataMs.toFixed(0)} ms after the GeoJSON arrived ` +
    `(<= ${MAP_IDLE_BUDGET_MS} ms: ${outcome.pass ? 'PASS' : 'MISS'}); ` +
    `${outcome.idleAfterNavigationMs.toFixed(0)} ms after navigation; ` +
    `${features.total} features (${features.hunts} hunts, ${features.locations} locations, ` +
    `${features.reports} reports), ${features.inSource ?? '?'} in the map's source`
  );
}

/** The results file's section on issue 8's map scenario. */
export function mapSection(outcome: MapOutcome | undefined): string {
  if (!outcome) return '';
  return `## Map in the browser (issue 8)

- ${mapLine(outcome)}.
- Headless Debian Chromium (software WebGL through SwiftShader) opens \`/map\` on the built server
  as the viewer; every tile, TileJSON and glyph request is answered locally. The time runs from
  the last byte of the last of the three GeoJSON answers (the page's resource timing, so the app
  still parses and hands over the data inside the measured time) to the map's first \`idle\`
  after its source took the data. The map keeps only the newest hunts (its hunt cap), so its
  source holds fewer items than the answers.
- The three whole-country GeoJSON endpoints' rows above carry the throughput-vs-floor budget.

`;
}
