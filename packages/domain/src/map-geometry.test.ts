import { describe, expect, it } from 'vitest';
import {
  cullingBox,
  cullingBufferDegrees,
  formatDistance,
  haversineMetres,
  parseDeepLink,
  pathMetres,
  validPoint,
} from './map-geometry.js';

describe('distance tool (seed 001 section 2)', () => {
  it('measures one degree of latitude as 111.19 km on a 6371 km earth', () => {
    const metres = haversineMetres({ longitude: 0, latitude: 0 }, { longitude: 0, latitude: 1 });
    expect(metres).toBeCloseTo(111_194.93, 1);
    expect(formatDistance(metres)).toBe('111.19 km');
  });

  it('shows metres below 1000 m and kilometres with 2 decimals from 1000 m', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(999.4)).toBe('999 m');
    expect(formatDistance(1000)).toBe('1.00 km');
    expect(formatDistance(12_345.6)).toBe('12.35 km');
  });

  it('adds the legs of a drawn line', () => {
    const a = { longitude: -121.8, latitude: 39.3 };
    const b = { longitude: -121.8, latitude: 39.31 };
    const c = { longitude: -121.79, latitude: 39.31 };
    expect(pathMetres([a, b, c])).toBeCloseTo(haversineMetres(a, b) + haversineMetres(b, c), 6);
    expect(pathMetres([a])).toBe(0);
  });
});

describe('coordinates from a click or a URL', () => {
  it('keeps valid points and ignores invalid ones', () => {
    expect(validPoint(-121.7955, 39.3173)).toEqual({ longitude: -121.7955, latitude: 39.3173 });
    expect(validPoint(181, 0)).toBeNull();
    expect(validPoint(0, -90.5)).toBeNull();
    expect(validPoint(Number.NaN, 0)).toBeNull();
  });

  it('reads ?lat=&lng=&zoom= and ignores a bad place or zoom', () => {
    expect(parseDeepLink(new URLSearchParams('lat=39.5&lng=-121.5&zoom=12'))).toEqual({
      latitude: 39.5,
      longitude: -121.5,
      zoom: 12,
    });
    expect(parseDeepLink(new URLSearchParams('lat=39.5&lng=-121.5&zoom=99'))?.zoom).toBeNull();
    expect(parseDeepLink(new URLSearchParams('lat=95&lng=-121.5'))).toBeNull();
    expect(parseDeepLink(new URLSearchParams('lat=abc&lng=1'))).toBeNull();
    expect(parseDeepLink(new URLSearchParams('lat=&lng='))).toBeNull();
    expect(parseDeepLink(new URLSearchParams(''))).toBeNull();
  });
});

describe('viewport culling (seed 001 section 9)', () => {
  it('shrinks the buffer with zoom down to 0.005 degrees', () => {
    expect(cullingBufferDegrees(4)).toBeGreaterThan(cullingBufferDegrees(8));
    expect(cullingBufferDegrees(18)).toBe(0.005);
  });

  it('grows the view by the buffer and keeps the same box for a small pan', () => {
    const first = cullingBox([-121.8987, 39.2013, -121.7013, 39.3987], 12);
    const panned = cullingBox([-121.8988, 39.2012, -121.7014, 39.3986], 12);
    expect(first).toEqual(panned);
    const [west, south, east, north] = first ?? [0, 0, 0, 0];
    expect(west).toBeLessThanOrEqual(-121.9037);
    expect(south).toBeLessThanOrEqual(39.1963);
    expect(east).toBeGreaterThanOrEqual(-121.6963);
    expect(north).toBeGreaterThanOrEqual(39.4037);
  });

  it('fetches everything when the view spans the world', () => {
    expect(cullingBox([-200, -80, 200, 80], 1)).toBeNull();
  });
});
