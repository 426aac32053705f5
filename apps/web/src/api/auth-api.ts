import { z } from 'zod';
import {
  authResponseSchema,
  providerSchema,
  sessionSchema,
  signoutResponseSchema,
  type LoginInput,
  type RegisterInput,
} from '@marshlog/domain';
import { api } from './instance';

/** The auth routes of DESIGN.md section 6. They never carry a token, so a 401 here is just an answer. */
export const authApi = {
  login: (input: LoginInput) =>
    api.post('/auth/login/', input, { auth: false, schema: authResponseSchema }),
  register: (input: RegisterInput) =>
    api.post('/auth/register/', input, { auth: false, schema: authResponseSchema }),
  session: () => api.get('/auth/session/', { schema: sessionSchema }),
  signOut: () =>
    api.post('/auth/signout/', undefined, { auth: false, schema: signoutResponseSchema }),
  providers: () => api.get('/auth/providers/', { auth: false, schema: z.array(providerSchema) }),
};
