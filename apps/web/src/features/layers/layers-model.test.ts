import { describe, expect, it } from 'vitest';
import { HUNTING_OVERLAYS } from '@marshlog/domain';
import { ApiError } from '../../api';
import { dataLayerVisibility, filterByDataLayers, kindSwitches } from './data-layers';
import { sendWithRetries } from './send-with-retries';
import { styleCategory } from './style-layers';

describe('style layer categories', () => {
  it('files each layer id by keyword, the rest under Other Layers', () => {
    expect(styleCategory('overlay-padus-public-land-hunting')).toBe('Hunting Areas');
    expect(styleCategory('overlay-usfws-refuge-boundary')).toBe('Hunting Areas');
    expect(styleCategory('overlay-usfws-nwi-wetlands')).toBe('Wetlands');
    expect(styleCategory('overlay-usda-cdl-cropland')).toBe('Agriculture');
    expect(styleCategory('boundary_state')).toBe('Boundaries');
    expect(styleCategory('usgs-imagery')).toBe('Terrain');
    expect(styleCategory('place_label_city')).toBe('Labels');
    expect(styleCategory('road_primary')).toBe('Transportation');
    expect(styleCategory('background')).toBe('Other Layers');
    expect(HUNTING_OVERLAYS).toHaveLength(4);
  });
});

describe('data layers on the map', () => {
  const hunts = {
    type: 'FeatureCollection' as const,
    features: [
      { properties: { id: 1, privacy_level: 'private' as const } },
      { properties: { id: 2, privacy_level: 'friends' as const } },
      { properties: { id: 3, privacy_level: null } },
    ],
  };

  it('shows only the features of the privacy layers that are on; no level is private', () => {
    const visible = new Set(['friends-hunts']);
    expect(
      filterByDataLayers(hunts, 'hunts', visible)?.features.map((f) => f.properties.id),
    ).toEqual([2]);
    const mine = new Set(['private-hunts']);
    expect(filterByDataLayers(hunts, 'hunts', mine)?.features.map((f) => f.properties.id)).toEqual([
      1, 3,
    ]);
  });

  it('fetches a kind while any of its three layers is on; all nine on before preferences load', () => {
    expect(dataLayerVisibility(undefined).size).toBe(9);
    expect(kindSwitches(new Set(['public-reports']))).toEqual({
      hunts: false,
      locations: false,
      reports: true,
    });
  });
});

describe('layer sync retries', () => {
  it('retries a server failure up to 3 times, then gives up with the last error', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new ApiError(503, 'down'));
    };
    await expect(sendWithRetries(failing, [1, 1, 1])).rejects.toThrow('down');
    expect(calls).toBe(4);
  });

  it('does not retry a refusal', async () => {
    let calls = 0;
    const refused = () => {
      calls += 1;
      return Promise.reject(new ApiError(400, 'Opacity must be between 0 and 1'));
    };
    await expect(sendWithRetries(refused, [1, 1, 1])).rejects.toThrow('Opacity');
    expect(calls).toBe(1);
  });
});
