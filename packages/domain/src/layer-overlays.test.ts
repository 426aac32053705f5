import { describe, expect, it } from 'vitest';
import { HUNTING_OVERLAYS, isHuntingOverlayTile } from './layer-overlays.js';

const tileOf = (template: string) =>
  template.replace('{bbox-epsg-3857}', '-10987000,5919000,-10977000,5929000');

describe('hunting overlays', () => {
  it('asks each agency service for transparent 256 px web-mercator PNG tiles', () => {
    for (const overlay of HUNTING_OVERLAYS) {
      expect(overlay.tiles.startsWith(`${overlay.service}`)).toBe(true);
      expect(overlay.tiles).toContain('{bbox-epsg-3857}');
      expect(overlay.tiles).toMatch(/3857/);
      expect(overlay.tiles).toMatch(/transparent=true/i);
      expect(overlay.tiles).toMatch(/png/);
      expect(overlay.tiles).toMatch(/256/);
      expect(new URL(tileOf(overlay.tiles)).protocol).toBe('https:');
      expect(overlay.credit).not.toBe('');
    }
  });

  it('tells overlay tiles from the base map and other services on the same hosts', () => {
    for (const overlay of HUNTING_OVERLAYS)
      expect(isHuntingOverlayTile(tileOf(overlay.tiles))).toBe(true);
    expect(
      isHuntingOverlayTile(
        'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/9/180/120',
      ),
    ).toBe(false);
    expect(
      isHuntingOverlayTile(
        'https://gis.fws.gov/arcgis/rest/services/FWS_Refuge_Boundaries/MapServerX/export?f=image',
      ),
    ).toBe(false);
  });
});
