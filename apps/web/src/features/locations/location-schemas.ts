/** The schemas of location answers and forms, and zod with them; loaded lazily, through schemas.ts. */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  huntSeasonSchema,
  locationCreateSchema,
  locationSchema,
  paginatedSchema,
} from '@marshlog/domain';

export { locationSchema };
export const locationPageSchema = paginatedSchema(locationSchema);
/** GET /api/locations/{id}/seasons/. */
export const locationSeasonsSchema = z.array(huntSeasonSchema);

/** The location form: the domain's create rules and messages, without the photos (uploaded afterwards). */
export const locationFormSchema = locationCreateSchema.omit({ photo_upload_data: true });
export const locationFormResolver = zodResolver(locationFormSchema);
