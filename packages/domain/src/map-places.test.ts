import { describe, expect, it } from 'vitest';
import { boundsOf, clusterSizeLabels, directionsHref, mapPathFor } from './map-places.js';

describe('places on a map', () => {
  it('links the unified map centred on a place at the fly-to zoom, or a given one', () => {
    expect(mapPathFor({ latitude: 39.3173, longitude: -121.7955 })).toBe(
      '/map?lat=39.3173&lng=-121.7955&zoom=12',
    );
    expect(mapPathFor({ latitude: 33.9, longitude: -90.9 }, 9)).toBe(
      '/map?lat=33.9&lng=-90.9&zoom=9',
    );
  });

  it('gives a phone a geo: link and a desktop a web maps link', () => {
    const marsh = { latitude: 39.3173, longitude: -121.7955 };
    expect(directionsHref(marsh, true)).toBe('geo:39.3173,-121.7955?q=39.3173,-121.7955');
    expect(directionsHref(marsh, false)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=39.3173,-121.7955',
    );
  });

  it('boxes points west, south, east, north; none gives no box', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ latitude: 39.3, longitude: -121.8 }])).toEqual([-121.8, 39.3, -121.8, 39.3]);
    expect(
      boundsOf([
        { latitude: 39.3, longitude: -121.8 },
        { latitude: 33.9, longitude: -90.9 },
        { latitude: 46.1, longitude: -99.2 },
      ]),
    ).toEqual([-121.8, 33.9, -90.9, 46.1]);
  });

  it('reads cluster sizes at the steps of 10 and 100', () => {
    expect(clusterSizeLabels()).toEqual(['2–9', '10–99', '100+']);
  });
});
