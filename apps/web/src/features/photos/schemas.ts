/**
 * The photo schemas, and zod with them, load beside the first request that needs them, not with
 * the screens that show photos (issue 14).
 */
const loadPhotoSchemas = () => import('./photo-schemas');

export const photoSchema = async () => (await loadPhotoSchemas()).photoSchema;
export const uploadUrlSchema = async () => (await loadPhotoSchemas()).uploadUrlSchema;
export const galleryPageSchema = async () => (await loadPhotoSchemas()).galleryPageSchema;
export const photoListSchema = async () => (await loadPhotoSchemas()).photoListSchema;
export const bulkDeleteAnswerSchema = async () => (await loadPhotoSchemas()).bulkDeleteAnswerSchema;
