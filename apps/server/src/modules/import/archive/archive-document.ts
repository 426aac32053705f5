import { z } from 'zod';
import {
  ARCHIVE_IMPORT_MESSAGES,
  LOCATION_NOTES_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  SPECIES_VALUES,
  huntWeatherSchema,
} from '@marshlog/domain';
import { ImportRefusal } from '../refusal.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const finite = z.number().finite();

/** A location as the archive stores it (the fields an import reads). */
export const archiveLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  locationType: z.string(),
  description: z.string().max(LOCATION_NOTES_MAX_LENGTH),
  accessNotes: z.string().max(LOCATION_NOTES_MAX_LENGTH).catch(''),
  latitude: finite,
  longitude: finite,
});
export type ArchiveLocation = z.infer<typeof archiveLocationSchema>;

const archiveBirdSchema = z.object({
  species: z.enum(SPECIES_VALUES),
  gender: z.enum(['drake', 'hen']),
  harvestedAt: z
    .string()
    .regex(/^\d{2}:\d{2}(:\d{2})?$/)
    .nullable()
    .catch(null),
  notes: z.string().max(NOTES_MAX_LENGTH),
  outOfPossessionOn: day.nullable().catch(null),
});

/** A hunt as the archive stores it, with its birds. */
export const archiveHuntSchema = z.object({
  dateOfHunt: day,
  latitude: finite.min(-90).max(90),
  longitude: finite.min(-180).max(180),
  notes: z.string().max(NOTES_MAX_LENGTH),
  weatherConditions: z.string().max(100).nullable().catch(null),
  temperature: finite.nullable().catch(null),
  windSpeed: finite.nullable().catch(null),
  windDirection: z.string().max(10).nullable().catch(null),
  // Only weather of the shape hunts keep: anything else in a crafted archive is dropped.
  weather: huntWeatherSchema.nullable().catch(null),
  locationId: z.number().int().nullable().catch(null),
  shellsFired: z.number().int().min(0).max(1000).nullable().catch(null),
  birdsLost: z.number().int().min(0).max(100).nullable().catch(null),
  birds: z.array(archiveBirdSchema),
});
export type ArchiveHunt = z.infer<typeof archiveHuntSchema>;

const documentSchema = z.object({
  format: z.literal('marshlog-archive'),
  version: z.literal(1),
  hunts: z.array(z.unknown()),
  locations: z.array(z.unknown()),
});

/** One record of the archive: read, or left out as not valid (its index is kept for the report). */
export type ArchiveRecord<T> = { index: number; record: T } | { index: number; invalid: true };

const records = <T>(items: unknown[], schema: z.ZodType<T>): ArchiveRecord<T>[] =>
  items.map((item, index) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? { index, record: parsed.data } : { index, invalid: true };
  });

/** The archive's locations and hunts; a document of another shape is a 400. */
export function archiveRecords(document: unknown) {
  const parsed = documentSchema.safeParse(document);
  if (!parsed.success) throw new ImportRefusal(ARCHIVE_IMPORT_MESSAGES.notMarshlog);
  return {
    locations: records(parsed.data.locations, archiveLocationSchema),
    hunts: records(parsed.data.hunts, archiveHuntSchema),
  };
}
export type ArchiveRecords = ReturnType<typeof archiveRecords>;
