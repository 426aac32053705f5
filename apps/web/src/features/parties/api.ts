import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartyUpdateInput } from '@marshlog/domain';
import { api } from '../../api';
import { huntKeys } from '../hunts/api';
import { notificationKeys } from '../notifications/keys';
import { partySchema } from './schemas';

export const partyKeys = {
  all: ['party'] as const,
  ofHunt: (huntId: number) => [...partyKeys.all, huntId] as const,
};

/** A hunt's party as the viewer may see it (GET /api/hunts/{id}/party/). */
export function useParty(huntId: number) {
  return useQuery({
    queryKey: partyKeys.ofHunt(huntId),
    queryFn: ({ signal }) => api.get(`/hunts/${huntId}/party/`, { schema: partySchema, signal }),
  });
}

/** The owner names the whole party (PUT); a member left out takes their birds' credit back to the owner. */
export function useSaveParty(huntId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (party: PartyUpdateInput) =>
      api.put(`/hunts/${huntId}/party/`, party, { schema: partySchema }),
    onSuccess: async (party) => {
      queryClient.setQueryData(partyKeys.ofHunt(huntId), party);
      await queryClient.invalidateQueries({ queryKey: huntKeys.detail(huntId) });
    },
  });
}

/**
 * A named friend's answer: accepting puts the hunt in their log; declining takes it out of
 * their reach beyond what its privacy allows. Their lists, the hunt and their bell follow.
 */
export function useAnswerParty(huntId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') => api.post(`/hunts/${huntId}/party/${answer}/`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partyKeys.ofHunt(huntId) }),
        queryClient.invalidateQueries({ queryKey: huntKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
