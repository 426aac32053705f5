import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfile } from '@marshlog/domain';
import { api, authKeys } from '../../api';
import { userSchema } from '../auth/schemas';

export const profileKeys = {
  all: ['users'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

/** The signed-in hunter's own user record, email included. */
export function useMyProfile() {
  return useQuery({
    queryKey: profileKeys.me(),
    queryFn: () => api.get('/users/me/', { schema: userSchema }),
  });
}

/** Saves name and username; the header's session shows the new name right after. */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfile) =>
      api.patch('/users/me/', changes, { schema: userSchema }),
    onSuccess: async (user) => {
      queryClient.setQueryData(profileKeys.me(), user);
      await queryClient.invalidateQueries({ queryKey: authKeys.session() });
    },
  });
}
