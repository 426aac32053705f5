import { describe, expect, it } from 'vitest';
import { isMapboxUrl, resolveMapboxUrl } from './mapbox-urls';

describe('mapbox:// URLs', () => {
  it('resolves styles, sprites, fonts and sources with the token', () => {
    expect(resolveMapboxUrl('mapbox://styles/mapbox/satellite-streets-v12', 'pk.a')).toBe(
      'https://api.mapbox.com/styles/v1/mapbox/satellite-streets-v12?access_token=pk.a',
    );
    expect(resolveMapboxUrl('mapbox://sprites/mapbox/satellite-streets-v12@2x.png', 'pk.a')).toBe(
      'https://api.mapbox.com/styles/v1/mapbox/satellite-streets-v12/sprite@2x.png?access_token=pk.a',
    );
    expect(resolveMapboxUrl('mapbox://fonts/mapbox/DIN Pro Medium/0-255.pbf', 'pk.a')).toBe(
      'https://api.mapbox.com/fonts/v1/mapbox/DIN Pro Medium/0-255.pbf?access_token=pk.a',
    );
    expect(resolveMapboxUrl('mapbox://mapbox.satellite,mapbox.mapbox-streets-v8', 'pk.a')).toBe(
      'https://api.mapbox.com/v4/mapbox.satellite,mapbox.mapbox-streets-v8.json?secure&access_token=pk.a',
    );
  });

  it('tells mapbox:// URLs from others', () => {
    expect(isMapboxUrl('mapbox://styles/a/b')).toBe(true);
    expect(isMapboxUrl('https://tiles.example/style.json')).toBe(false);
  });
});
