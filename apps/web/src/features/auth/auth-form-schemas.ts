/** The sign-in, sign-up and profile form schemas, and zod with them; loaded lazily, through schemas.ts. */
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, registerSchema, updateProfileSchema, userSchema } from '@marshlog/domain';

export { userSchema };
export const signInResolver = zodResolver(loginSchema);
export const signUpResolver = zodResolver(registerSchema);
/** The profile form edits only the name and username, both required. */
export const profileResolver = zodResolver(
  updateProfileSchema.pick({ name: true, username: true }).required(),
);
