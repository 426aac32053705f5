import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapConfigSchema, type MapConfig } from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';

/** GET /api/map/config/: the base map style and token the web map starts with; no session needed. */
export async function mapRoutes(app: FastifyInstance, { config }: Pick<AppContext, 'config'>) {
  const answer: MapConfig = {
    style_url: config.map.styleUrl ?? null,
    mapbox_token: config.map.mapboxToken ?? null,
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/map/config/',
      { schema: { tags: ['map'], response: { 200: mapConfigSchema } } },
      async () => answer,
    );
}
