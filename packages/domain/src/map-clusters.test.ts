import { describe, expect, it } from 'vitest';
import {
  CLUSTER_SPECIES,
  clusterRadius,
  clusterSpeciesLine,
  clusterTargetZoom,
  dayNumber,
  speciesClusterKey,
  summarizeCluster,
} from './map-clusters.js';

describe('cluster aggregates (seed 001 sections 3 and 9)', () => {
  it('reads totals, species by frequency, the date range and the most private level', () => {
    const mallard = CLUSTER_SPECIES.indexOf('Mallard');
    const teal = CLUSTER_SPECIES.indexOf('Green-winged Teal');
    const summary = summarizeCluster({
      point_count: 3,
      totalBirds: 7,
      totalComments: 2,
      totalPhotos: 4,
      privacyRank: 1,
      dayMin: dayNumber('2026-09-01'),
      dayMax: dayNumber('2026-11-20'),
      [speciesClusterKey(mallard)]: 1,
      [speciesClusterKey(teal)]: 2,
    });
    expect(summary).toEqual({
      point_count: 3,
      privacyLevel: 'friends',
      aggregatedData: {
        totalBirds: 7,
        totalComments: 2,
        totalPhotos: 4,
        species: ['Green-winged Teal', 'Mallard'],
        dateRange: { start: '2026-09-01', end: '2026-11-20' },
      },
    });
  });

  it('lists at most 3 species, then +N more', () => {
    expect(clusterSpeciesLine(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: null });
    expect(clusterSpeciesLine(['A', 'B', 'C', 'D', 'E'])).toEqual({
      shown: ['A', 'B', 'C'],
      more: '+2 more',
    });
  });

  it('zooms to the expansion zoom capped at 18, or 2 more than now', () => {
    expect(clusterTargetZoom(12, 10)).toBe(12);
    expect(clusterTargetZoom(20, 17)).toBe(18);
    expect(clusterTargetZoom(null, 11)).toBe(13);
    expect(clusterTargetZoom(null, 17.5)).toBe(18);
  });

  it('steps the radius at 10 and 100 points', () => {
    expect([2, 9, 10, 99, 100].map(clusterRadius)).toEqual([20, 20, 30, 30, 40]);
  });
});
