import { z } from 'zod';

/** The error body of every failed API call (DESIGN.md section 4). */
export const apiErrorSchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
