import { describe, expect, it } from 'vitest';
import {
  boundingBoxSchema,
  coordinatesSchema,
  latitudeSchema,
  longitudeSchema,
} from './coordinates.js';
import {
  BOUNDING_BOX_MESSAGE,
  COORDINATE_MESSAGES,
  isValidCoordinatePair,
} from './coordinate-constants.js';

describe('coordinates (seed 001 section 5)', () => {
  it.each([-180, -121.7955, 0, 180])('accepts longitude %d', (value) => {
    expect(longitudeSchema.parse(value)).toBe(value);
  });

  it.each([-180.0001, 181, Number.POSITIVE_INFINITY, Number.NaN, '12', null])(
    'refuses longitude %s',
    (value) => {
      expect(longitudeSchema.safeParse(value).error?.issues[0]?.message).toBe(
        COORDINATE_MESSAGES.longitudeInvalid,
      );
    },
  );

  it.each([-90, 39.3173, 90])('accepts latitude %d', (value) => {
    expect(latitudeSchema.parse(value)).toBe(value);
  });

  it.each([-90.5, 90.0001, Number.NEGATIVE_INFINITY, 'north'])('refuses latitude %s', (value) => {
    expect(latitudeSchema.safeParse(value).error?.issues[0]?.message).toBe(
      COORDINATE_MESSAGES.latitudeInvalid,
    );
  });

  it('says which coordinate is missing', () => {
    const issues = coordinatesSchema
      .safeParse({})
      .error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues).toEqual([
      ['latitude', COORDINATE_MESSAGES.latitudeRequired],
      ['longitude', COORDINATE_MESSAGES.longitudeRequired],
    ]);
  });

  it('tells map clicks with usable coordinates from the rest', () => {
    expect(isValidCoordinatePair(-121.7955, 39.3173)).toBe(true);
    expect(isValidCoordinatePair(39.3173, -121.7955)).toBe(false);
    expect(isValidCoordinatePair(Number.NaN, 0)).toBe(false);
    expect(isValidCoordinatePair(undefined, 0)).toBe(false);
  });
});

describe('the map bounding box (bbox=west,south,east,north)', () => {
  it('reads four degrees into the box', () => {
    expect(boundingBoxSchema.parse('-122.5,38.9,-121.2,39.8')).toEqual({
      west: -122.5,
      south: 38.9,
      east: -121.2,
      north: 39.8,
    });
  });

  it('takes a box across the antimeridian, west east of east', () => {
    expect(boundingBoxSchema.parse('170,-20,-170,-10')).toEqual({
      west: 170,
      south: -20,
      east: -170,
      north: -10,
    });
  });

  it.each(['', '1,2,3', '1,2,3,4,5', 'a,b,c,d', ',,,', '-181,0,10,10', '0,-91,10,10', '0,10,10,0'])(
    'refuses %j with one message',
    (text) => {
      const result = boundingBoxSchema.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([BOUNDING_BOX_MESSAGE]);
    },
  );
});
