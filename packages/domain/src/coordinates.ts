import { z } from 'zod';

/** WGS84 degrees (DESIGN.md section 4; seed 001 section 5). */
export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;

export const COORDINATE_MESSAGES = {
  latitudeRequired: 'Latitude is required',
  latitudeInvalid: 'Latitude must be a number between -90 and 90',
  longitudeRequired: 'Longitude is required',
  longitudeInvalid: 'Longitude must be a finite number between -180 and 180',
} as const;

const degrees = (min: number, max: number, required: string, invalid: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? required : invalid),
    })
    .min(min, invalid)
    .max(max, invalid);

/** A latitude in degrees, -90 to 90. zod's number already refuses NaN and Infinity. */
export const latitudeSchema = degrees(
  LATITUDE_MIN,
  LATITUDE_MAX,
  COORDINATE_MESSAGES.latitudeRequired,
  COORDINATE_MESSAGES.latitudeInvalid,
);

/** A longitude in degrees, a finite number from -180 to 180. */
export const longitudeSchema = degrees(
  LONGITUDE_MIN,
  LONGITUDE_MAX,
  COORDINATE_MESSAGES.longitudeRequired,
  COORDINATE_MESSAGES.longitudeInvalid,
);

export const coordinatesSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** A map's GeoJSON FeatureCollection: one Point per item, the item's fields as its properties. */
export function pointFeatureCollectionSchema<T extends z.ZodType>(properties: T) {
  return z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        geometry: z.object({
          type: z.literal('Point'),
          coordinates: z.tuple([z.number(), z.number()]),
        }),
        properties,
      }),
    ),
  });
}

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

/**
 * `bbox=west,south,east,north` on the map's GeoJSON routes, so a map asks only for what is on
 * screen. Four finite numbers in range, south not above north.
 */
export const boundingBoxSchema = z.string().transform((text, context): BoundingBox => {
  const parts = text.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  const [west, south, east, north] = parts;
  if (
    parts.length !== 4 ||
    !isValidLongitude(west) ||
    !isValidLatitude(south) ||
    !isValidLongitude(east) ||
    !isValidLatitude(north) ||
    south > north
  ) {
    context.addIssue({ code: 'custom', message: BOUNDING_BOX_MESSAGE });
    return z.NEVER;
  }
  return { west, south, east, north };
});
