import { conversationSchema, messageSchema, paginatedSchema } from '@marshlog/domain';

/** The chat answers' schemas; loaded, with zod, beside the first chat request (issue 14). */
export const conversationPageSchema = paginatedSchema(conversationSchema);
export const messagePageSchema = paginatedSchema(messageSchema);
export { conversationSchema, messageSchema };
