import { notificationSchema, paginatedSchema } from '@marshlog/domain';

/** Loaded, with zod, when the bell's panel first asks for the list. */
export const notificationPageSchema = paginatedSchema(notificationSchema);
