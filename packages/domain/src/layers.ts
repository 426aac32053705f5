import { z } from 'zod';
import { LAYER_LIMITS, LAYER_MESSAGES, LAYER_TYPES } from './layer-constants.js';
import { pageQueryFields } from './pagination.js';

export const layerTypeSchema = z.enum(LAYER_TYPES, { error: LAYER_MESSAGES.unknownType });

const opacitySchema = z
  .number({ error: LAYER_MESSAGES.opacityRange })
  .min(LAYER_LIMITS.opacityMin, LAYER_MESSAGES.opacityRange)
  .max(LAYER_LIMITS.opacityMax, LAYER_MESSAGES.opacityRange);
const zIndexSchema = z
  .number({ error: LAYER_MESSAGES.zIndexRange })
  .int(LAYER_MESSAGES.zIndexRange)
  .min(LAYER_LIMITS.zIndexMin, LAYER_MESSAGES.zIndexRange)
  .max(LAYER_LIMITS.zIndexMax, LAYER_MESSAGES.zIndexRange);
const layerIdSchema = z
  .string()
  .trim()
  .min(1, LAYER_MESSAGES.layerIdRequired)
  .max(LAYER_LIMITS.layerIdMax);

/** A hunter's preference for one layer (seed 001 section 3). */
export const layerPreferenceSchema = z.object({
  id: z.number().int(),
  layer_id: z.string(),
  layer_name: z.string(),
  layer_type: layerTypeSchema,
  layer_type_display: z.string(),
  is_visible: z.boolean(),
  opacity: z.number(),
  z_index: z.number().int(),
  updated_at: z.string(),
});
export type LayerPreference = z.infer<typeof layerPreferenceSchema>;

export const layerListQuerySchema = z.object({
  layer_type: layerTypeSchema.optional(),
  is_visible: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(LAYER_LIMITS.layerNameMax).optional(),
  ...pageQueryFields(LAYER_LIMITS.pageSize),
});
export type LayerListQuery = z.input<typeof layerListQuerySchema>;

export const layerCreateSchema = z.strictObject({
  layer_id: layerIdSchema,
  layer_name: z
    .string()
    .trim()
    .min(1, LAYER_MESSAGES.layerNameRequired)
    .max(LAYER_LIMITS.layerNameMax),
  layer_type: layerTypeSchema,
  is_visible: z.boolean().optional(),
  opacity: opacitySchema.optional(),
  z_index: zIndexSchema.optional(),
});
export type LayerCreate = z.infer<typeof layerCreateSchema>;

export const layerPatchSchema = z
  .strictObject({
    is_visible: z.boolean().optional(),
    opacity: opacitySchema.optional(),
    z_index: zIndexSchema.optional(),
  })
  .refine(
    (patch) =>
      patch.is_visible !== undefined || patch.opacity !== undefined || patch.z_index !== undefined,
    { message: LAYER_MESSAGES.emptyPatch },
  );
export type LayerPatch = z.infer<typeof layerPatchSchema>;

export const layerBulkToggleSchema = z.strictObject({
  layer_ids: z.array(layerIdSchema).max(LAYER_LIMITS.bulkIdsMax).optional(),
  is_visible: z.boolean(),
  layer_type: layerTypeSchema.optional(),
});
export type LayerBulkToggle = z.infer<typeof layerBulkToggleSchema>;

export const layerResetSchema = z.strictObject({ layer_type: layerTypeSchema.optional() });
export type LayerReset = z.infer<typeof layerResetSchema>;

export const layerStatSchema = z.object({
  layer_type: layerTypeSchema,
  layer_type_display: z.string(),
  total_layers: z.number().int(),
  visible_layers: z.number().int(),
});
export type LayerStat = z.infer<typeof layerStatSchema>;

export const layerListResultSchema = z.object({ results: z.array(layerPreferenceSchema) });
