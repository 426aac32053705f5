/**
 * The hunt form's and the bird form's schemas with their resolvers (react-hook-form's, and zod);
 * loaded lazily, through schemas.ts, by the forms alone: the hunt list never needs them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { birdEntrySchema, huntCreateSchema } from '@marshlog/domain';

/** The hunt's own fields, as the create form and the edit dialog ask for them (HUNT_FORM_FIELDS). */
export const huntFormSchema = huntCreateSchema.pick({
  date_of_hunt: true,
  latitude: true,
  longitude: true,
  privacy_level: true,
  notes: true,
  // The weather of its place and day (issue 13), filled by the weather card and editable.
  weather_conditions: true,
  temperature: true,
  wind_speed: true,
  wind_direction: true,
  weather: true,
  location: true,
  // Optional counts the harvest survey asks for (issue 27).
  shells_fired: true,
  birds_lost: true,
});
export const huntFormResolver = zodResolver(huntFormSchema);
export const birdEntryResolver = zodResolver(birdEntrySchema);
