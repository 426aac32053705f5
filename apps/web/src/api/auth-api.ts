import type { LoginInput, RegisterInput } from '@marshlog/domain';
import { api } from './instance';
import { loadSchemas } from './schemas';

/** The auth routes of DESIGN.md section 6. They never carry a token, so a 401 here is just an answer. */
export const authApi = {
  login: async (input: LoginInput) =>
    api.post('/auth/login/', input, {
      auth: false,
      schema: (await loadSchemas()).authResponseSchema,
    }),
  register: async (input: RegisterInput) =>
    api.post('/auth/register/', input, {
      auth: false,
      schema: (await loadSchemas()).authResponseSchema,
    }),
  session: async () => api.get('/auth/session/', { schema: (await loadSchemas()).sessionSchema }),
  signOut: async () =>
    api.post('/auth/signout/', undefined, {
      auth: false,
      schema: (await loadSchemas()).signoutResponseSchema,
    }),
  providers: async () =>
    api.get('/auth/providers/', { auth: false, schema: (await loadSchemas()).providerListSchema }),
};
