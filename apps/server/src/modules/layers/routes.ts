import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LAYER_MESSAGES,
  LAYER_TYPE_DISPLAY,
  layerBulkToggleSchema,
  layerCreateSchema,
  layerListQuerySchema,
  layerListResultSchema,
  layerPatchSchema,
  layerPreferenceSchema,
  layerResetSchema,
  layerStatSchema,
  paginatedSchema,
  apiErrorSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { idParamsSchema } from '../../platform/params.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { requireViewer } from '../../platform/viewer.js';
import { presentLayer } from './present.js';
import {
  deleteLayer,
  ensureDataLayers,
  findLayer,
  insertLayer,
  layerStats,
  listLayers,
  resetDefaults,
  setVisibility,
  updateLayer,
} from './queries.js';

const tags = ['layers'];
const security = [{ bearerAuth: [] }];

/** A hunter's layer preferences (seed 001 "Layers"); another hunter's answer 404. */
export async function layersRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/layers/',
    {
      schema: {
        tags,
        security,
        description: "The caller's layers; the nine data layers are created on the first read.",
        querystring: layerListQuerySchema,
        response: { 200: paginatedSchema(layerPreferenceSchema) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await ensureDataLayers(db, viewer.id);
      const { layer_type, is_visible, search, page, page_size } = request.query;
      const pageAsked = pageRequest(page, page_size);
      const { count, rows } = await listLayers(
        db,
        viewer.id,
        {
          layerType: layer_type,
          isVisible: is_visible === undefined ? undefined : is_visible === 'true',
          search: search || undefined,
        },
        pageAsked,
      );
      return paginate(request, pageAsked, count, rows.map(presentLayer));
    },
  );

  api.get(
    '/layers/stats/',
    { schema: { tags, security, response: { 200: z.array(layerStatSchema) } } },
    async (request) => {
      const viewer = requireViewer(request);
      await ensureDataLayers(db, viewer.id);
      const stats = await layerStats(db, viewer.id);
      return stats.map((stat) => ({
        layer_type: stat.layerType,
        layer_type_display: LAYER_TYPE_DISPLAY[stat.layerType],
        total_layers: stat.total,
        visible_layers: stat.visible,
      }));
    },
  );

  api.get(
    '/layers/:id/',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: layerPreferenceSchema } },
    },
    async (request) => {
      const row = await findLayer(db, requireViewer(request).id, request.params.id);
      if (!row) throw notFound();
      return presentLayer(row);
    },
  );

  api.post(
    '/layers/',
    {
      schema: {
        tags,
        security,
        description:
          'A style-layer preference (system-data), created when a hunter first changes it.',
        body: layerCreateSchema,
        response: { 201: layerPreferenceSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      try {
        const row = await insertLayer(db, viewer.id, request.body);
        if (!row) throw notFound();
        return reply.status(201).send(presentLayer(row));
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(LAYER_MESSAGES.duplicateLayer, {
            layer_id: [LAYER_MESSAGES.duplicateLayer],
          });
        throw error;
      }
    },
  );

  api.patch(
    '/layers/:id/',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: layerPatchSchema,
        response: { 200: layerPreferenceSchema },
      },
    },
    async (request) => {
      const row = await updateLayer(db, requireViewer(request).id, request.params.id, request.body);
      if (!row) throw notFound();
      return presentLayer(row);
    },
  );

  api.delete(
    '/layers/:id/',
    { schema: { tags, security, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await deleteLayer(db, requireViewer(request).id, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/layers/bulk_toggle_visibility/',
    {
      config: { idempotent: false },
      schema: {
        tags,
        security,
        description:
          "Shows or hides the caller's layers named in `layer_ids` (layer ids such as private-hunts), of `layer_type`, or all.",
        body: layerBulkToggleSchema,
        response: { 200: layerListResultSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await ensureDataLayers(db, viewer.id);
      const { is_visible, layer_ids, layer_type } = request.body;
      const rows = await setVisibility(db, viewer.id, is_visible, layer_ids, layer_type);
      return { results: rows.map(presentLayer) };
    },
  );

  api.post(
    '/layers/reset_defaults/',
    {
      config: { idempotent: false },
      schema: {
        tags,
        security,
        description:
          'Restores the nine data layers and forgets style-layer preferences (of `layer_type` only, when given).',
        body: layerResetSchema.optional(),
        response: { 200: layerListResultSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await resetDefaults(db, viewer.id, request.body?.layer_type);
      const { rows } = await listLayers(db, viewer.id, {}, pageRequest(1, 100));
      return { results: rows.map(presentLayer) };
    },
  );
}
