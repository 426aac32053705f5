import { z } from 'zod';

/** GET /api/map/config/: the base map the server was configured with (DESIGN.md section 7). */
export const mapConfigSchema = z.object({
  /** MAP_STYLE_URL, or null for the keyless default. */
  style_url: z.string().nullable(),
  /** MAPBOX_TOKEN, a public token for mapbox:// styles, or null. */
  mapbox_token: z.string().nullable(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
