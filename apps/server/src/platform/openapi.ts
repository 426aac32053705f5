import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, reportCommentNodeSchema } from '@marshlog/domain';

/**
 * The schemas the document names as components: the one error body every failure sends, and the
 * schemas that contain themselves (a reply thread), which a `$ref` can only reach by name.
 */
const documentComponents = z.registry<{ id: string }>();
documentComponents.add(apiErrorSchema, { id: 'ApiError' });
documentComponents.add(reportCommentNodeSchema, { id: 'ReportCommentNode' });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: documentComponents });
type TransformInput = Parameters<typeof zodTransform>[0];

/** A 204 carries no body, so its documented answer has a description and no content. */
const NO_CONTENT = { type: 'null', description: 'No content.' };

function transformRoute(route: TransformInput) {
  const transformed = zodTransform(route);
  const response = (transformed.schema as { response?: Record<string, unknown> } | undefined)
    ?.response;
  if (response?.['204']) response['204'] = NO_CONTENT;
  return transformed;
}

/** The OpenAPI document, generated from the route schemas, served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Marshlog API',
        description: 'The logbook for waterfowl hunters: hunts, locations, friends, photos.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: transformRoute,
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: documentComponents }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
