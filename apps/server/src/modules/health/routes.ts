import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

export async function healthRoutes(app: FastifyInstance, { database }: AppContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health/',
      { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const up = await database.ping();
        return reply
          .status(up ? 200 : 503)
          .send({ status: up ? 'ok' : 'unavailable', database: database.kind });
      },
    );
}
