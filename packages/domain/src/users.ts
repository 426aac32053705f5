import { z } from 'zod';
import { pageQueryFields } from './pagination.js';

export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;
export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name cannot exceed 100 characters',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username cannot exceed 30 characters',
  usernameInvalid: 'Username may use letters, numbers, dots, dashes and underscores',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  profileImageHttps: 'Profile image must be an https:// address',
} as const;

export const nameSchema = z
  .string()
  .trim()
  .min(1, USER_MESSAGES.nameRequired)
  .max(100, USER_MESSAGES.nameTooLong);

export const usernameSchema = z
  .string()
  .trim()
  .min(3, USER_MESSAGES.usernameTooShort)
  .max(30, USER_MESSAGES.usernameTooLong)
  .regex(USERNAME_PATTERN, USER_MESSAGES.usernameInvalid);

export const updateProfileSchema = z
  .object({
    name: nameSchema,
    username: usernameSchema,
    /** https only: a page never loads an avatar from javascript:, data: or plain http. */
    profile_image_url: z
      .url({ protocol: /^https$/, error: USER_MESSAGES.profileImageHttps })
      .max(2000)
      .nullable(),
  })
  .partial();
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const USERS_PAGE_SIZE = 20;

export const userSearchQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  ...pageQueryFields(USERS_PAGE_SIZE),
});

const WHITE_SPACE = /\s/;

/** The first word of a display name, as the seeds' user object carries it. */
export function firstNameOf(name: string): string {
  // What `trim().split(/\s+/)[0]` answers, without building every word of every name presented.
  const trimmed = name.trim();
  const space = WHITE_SPACE.exec(trimmed);
  return space === null ? trimmed : trimmed.slice(0, space.index);
}
