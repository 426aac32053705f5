import { z } from 'zod';

/*
 * Users as the API answers with them, apart from what a hunter sends (users.ts): the screens that
 * only read build these schemas and none of the profile form's or the user search's.
 */

/** The user JSON of DESIGN.md section 6; email is null unless the viewer is the user or a friend. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  first_name: z.string(),
  profile_image_url: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** The owner of an item on the map: who it is, without the rest of the user JSON. */
export const featureOwnerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
});
