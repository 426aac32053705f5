/** Limits, names, messages and rules of coordinates; no zod here, so a screen can use them without it. */

/** WGS84 degrees (DESIGN.md section 4; seed 001 section 5). */
export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;

export const COORDINATE_MESSAGES = {
  latitudeRequired: 'Latitude is required',
  latitudeInvalid: 'Latitude must be between -90 and 90',
  longitudeRequired: 'Longitude is required',
  longitudeInvalid: 'Longitude must be between -180 and 180',
} as const;

export function isValidLatitude(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= LATITUDE_MIN &&
    value <= LATITUDE_MAX
  );
}

export function isValidLongitude(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= LONGITUDE_MIN &&
    value <= LONGITUDE_MAX
  );
}

/** A map click with invalid coordinates is ignored (seed 001 section 2, map modes). */
export function isValidCoordinatePair(longitude: unknown, latitude: unknown): boolean {
  return isValidLongitude(longitude) && isValidLatitude(latitude);
}

export const BOUNDING_BOX_MESSAGE =
  'bbox must be west,south,east,north in degrees (longitudes -180 to 180, latitudes -90 to 90, south not above north)';

/** The part of the map on screen; west above east crosses the antimeridian. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}
