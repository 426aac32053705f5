import { z } from 'zod';
import { recordIdSchema } from '@marshlog/domain';

/** `{id}` in a path such as /api/hunts/{id}/: a 32-bit database id, anything else a 400. */
export const idParamsSchema = z.object({ id: recordIdSchema });
