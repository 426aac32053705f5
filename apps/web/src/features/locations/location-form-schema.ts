import type { z } from 'zod';
import { DEFAULT_LOCATION_TYPE, DEFAULT_PRIVACY_LEVEL, type Location } from '@marshlog/domain';
import { coordinateFromInput } from '../../lib/coordinate-input';
import type { locationFormSchema } from './location-schemas';

export type LocationFormInput = z.input<typeof locationFormSchema>;
export type LocationFormValues = z.output<typeof locationFormSchema>;

/** The form's fields, which a server error may name, so it lands under the right input. */
export const LOCATION_FORM_FIELDS = [
  'name',
  'description',
  'access_notes',
  'location_type',
  'privacy_level',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof LocationFormInput)[];

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
