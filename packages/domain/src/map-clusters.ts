import { MAP_CLUSTER, moreSpeciesLabel } from './map-constants.js';
import { PRIVACY_LEVELS, type PrivacyLevel } from './privacy-constants.js';
import { SPECIES_CATALOGUE } from './species-constants.js';

/** The species names a cluster can carry, in catalogue order; a cluster counts each by index. */
export const CLUSTER_SPECIES: readonly string[] = SPECIES_CATALOGUE.map((entry) => entry.label);

/** The cluster property that counts the points with species number `index`. */
export const speciesClusterKey = (index: number) => `species_${index}`;

/** The aggregated data of a cluster (seed 001 section 3, map data). */
export interface ClusterAggregate {
  totalBirds: number;
  totalComments: number;
  totalPhotos: number;
  /** Species seen in the cluster, the most frequent first. */
  species: string[];
  /** First and last day, YYYY-MM-DD; null when no point has a date. */
  dateRange: { start: string; end: string } | null;
}

export interface ClusterSummary {
  point_count: number;
  /** The most private level among the cluster's points. */
  privacyLevel: PrivacyLevel;
  aggregatedData: ClusterAggregate;
}

const DAY_MS = 86_400_000;

/** A date's day number (days since 1970-01-01), the numeric form clusters take min and max of. */
export function dayNumber(isoDate: string): number | null {
  const time = Date.parse(isoDate.slice(0, 10));
  return Number.isFinite(time) ? Math.round(time / DAY_MS) : null;
}

export function dayToIsoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Privacy levels as numbers, most private lowest, so a cluster keeps the minimum. */
export function privacyRank(level: PrivacyLevel): number {
  return PRIVACY_LEVELS.indexOf(level);
}

type Properties = Record<string, unknown>;
const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Reads a cluster feature's properties (as the map's clusterProperties left them). */
export function summarizeCluster(properties: Properties): ClusterSummary {
  const counted = CLUSTER_SPECIES.map((name, index) => ({
    name,
    count: numberOf(properties[speciesClusterKey(index)]),
  }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const first = properties.dayMin;
  const last = properties.dayMax;
  const hasDates = typeof first === 'number' && typeof last === 'number' && first <= last;
  const rank = numberOf(properties.privacyRank);
  return {
    point_count: numberOf(properties.point_count),
    privacyLevel: PRIVACY_LEVELS[rank] ?? 'private',
    aggregatedData: {
      totalBirds: numberOf(properties.totalBirds),
      totalComments: numberOf(properties.totalComments),
      totalPhotos: numberOf(properties.totalPhotos),
      species: counted.map((entry) => entry.name),
      dateRange: hasDates ? { start: dayToIsoDate(first), end: dayToIsoDate(last) } : null,
    },
  };
}

/** A cluster popup's species line: at most 3 names, then '+N more'. */
export function clusterSpeciesLine(species: readonly string[]): {
  shown: string[];
  more: string | null;
} {
  const shown = species.slice(0, MAP_CLUSTER.popupSpecies);
  const hidden = species.length - shown.length;
  return { shown, more: hidden > 0 ? moreSpeciesLabel(hidden) : null };
}

/** The zoom a cluster click goes to: its expansion zoom capped at 18, or the current zoom + 2. */
export function clusterTargetZoom(expansionZoom: number | null, currentZoom: number): number {
  const target =
    expansionZoom !== null && Number.isFinite(expansionZoom)
      ? expansionZoom
      : currentZoom + MAP_CLUSTER.zoomFallbackStep;
  return Math.min(MAP_CLUSTER.zoomCap, target);
}

/** The radius of a cluster circle for its point count: 20, 30 from 10, 40 from 100. */
export function clusterRadius(pointCount: number): number {
  const [small, medium, large] = MAP_CLUSTER.radii;
  const [firstStep, secondStep] = MAP_CLUSTER.steps;
  if (pointCount >= secondStep) return large;
  return pointCount >= firstStep ? medium : small;
}
