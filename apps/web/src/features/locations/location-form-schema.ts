import { z } from 'zod';
import {
  DEFAULT_LOCATION_TYPE,
  DEFAULT_PRIVACY_LEVEL,
  latitudeSchema,
  locationAccessNotesSchema,
  locationNameSchema,
  locationNotesSchema,
  locationTypeSchema,
  longitudeSchema,
  privacyLevelSchema,
  type Location,
} from '@marshlog/domain';

/** The location form: the domain's rules and messages, field by field. */
export const locationFormSchema = z.object({
  name: locationNameSchema,
  description: locationNotesSchema,
  access_notes: locationAccessNotesSchema,
  location_type: locationTypeSchema,
  privacy_level: privacyLevelSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});

export type LocationFormInput = z.input<typeof locationFormSchema>;
export type LocationFormValues = z.output<typeof locationFormSchema>;

export const LOCATION_FORM_FIELDS = [
  'name',
  'description',
  'access_notes',
  'location_type',
  'privacy_level',
  'latitude',
  'longitude',
] as const;

/** An empty coordinate box is "no value", so the schema says it is required rather than invalid. */
export function coordinateFromInput(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return Number(value);
}

/** A coordinate from a link (?latitude=..), when it is a number at all. */
function coordinateFromParam(value: string | null): number | undefined {
  const number = coordinateFromInput(value);
  return number === undefined || Number.isNaN(number) ? undefined : number;
}

/** A new location's form; coordinates may come from a map click (`?latitude=&longitude=`). */
export function emptyLocationForm(params: URLSearchParams): Partial<LocationFormInput> {
  return {
    name: '',
    description: '',
    access_notes: '',
    location_type: DEFAULT_LOCATION_TYPE,
    privacy_level: DEFAULT_PRIVACY_LEVEL,
    latitude: coordinateFromParam(params.get('latitude')),
    longitude: coordinateFromParam(params.get('longitude')),
  };
}

export function locationFormFrom(location: Location): LocationFormInput {
  return {
    name: location.name,
    description: location.description,
    access_notes: location.access_notes,
    location_type: location.location_type,
    privacy_level: location.privacy_level,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}
