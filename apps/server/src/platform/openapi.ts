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
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: documentComponents });
type TransformInput = Parameters<typeof zodTransform>[0];

/**
 * OpenAPI 3.0 reads `nullable` as adding null to the type only: an `enum` must list null itself,
 * or a validator refuses the null a nullable choice (a hunter's reaction, none yet) may be.
 */
function nullInNullableEnums<T>(value: T): T {
  if (Array.isArray(value)) {
    for (const item of value) nullInNullableEnums(item);
  } else if (typeof value === 'object' && value !== null) {
    const schema = value as Record<string, unknown>;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum = [...(schema.enum as unknown[]), null];
    }
    for (const item of Object.values(schema)) nullInNullableEnums(item);
  }
  return value;
}

/** A 204 carries no body, so its documented answer has a description and no content. */
const NO_CONTENT = { type: 'null', description: 'No content.' };
const ANY_CONTENT = {
  description: 'The file or stream asked for.',
  content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
};

function transformRoute(route: TransformInput) {
  const transformed = nullInNullableEnums(zodTransform(route));
  const response = (transformed.schema as { response?: Record<string, unknown> } | undefined)
    ?.response;
  if (response?.['204']) response['204'] = NO_CONTENT;
  // A route that declares only its errors answers a file or a stream: documented as bytes.
  if (response && !Object.keys(response).some((status) => /^[23]/.test(status))) {
    response['200'] = ANY_CONTENT;
  }
  return transformed;
}

/** Where the OpenAPI document and its browsable page are served: pages, not API answers. */
export const API_DOCS_PREFIX = '/api/docs';

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
    transformObject: (document) => nullInNullableEnums(zodTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
}
