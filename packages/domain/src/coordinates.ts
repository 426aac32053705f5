import { z } from 'zod';
import {
  BOUNDING_BOX_MESSAGE,
  type BoundingBox,
  COORDINATE_MESSAGES,
  isValidLatitude,
  isValidLongitude,
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
} from './coordinate-constants.js';

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
