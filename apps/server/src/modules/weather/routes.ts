import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { weatherRequestSchema, weatherResponseSchema } from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { requireViewer } from '../../platform/viewer.js';
import { createWeatherService } from './service.js';

const tags = ['weather'];
const security = [{ bearerAuth: [] }];
/** Each call may spend the provider's quota: a hunter gets this many a minute. */
const WEATHER_CALLS_PER_MINUTE = 60;

/** POST /api/weather/fetch_weather/ (seed 000 section 7). */
export async function weatherRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const weather = createWeatherService({ db, config: config.weather, log: app.log });

  api.post(
    '/weather/fetch_weather/',
    {
      schema: {
        tags,
        security,
        summary: 'The weather of a place on a date',
        description:
          'Signed-in hunters only, since each call may spend the weather provider quota. ' +
          'A provider failure answers 200 with success false, the message of the weather error ' +
          'table and a weather object whose conditions are "Error".',
        body: weatherRequestSchema,
        response: { 200: weatherResponseSchema },
      },
      // Refused before the body is read: a signed-out caller learns nothing and spends nothing.
      onRequest: async (request) => {
        requireViewer(request);
      },
      config: {
        rateLimit: {
          max: WEATHER_CALLS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => String(request.viewer?.id ?? request.ip),
        },
      },
    },
    async (request) => weather.fetchWeather(request.body),
  );
}
