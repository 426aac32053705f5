import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartyUpdateInput } from '@marshlog/domain';
import { api } from '../../api';
import { huntKeys } from '../hunts/api';
import { notificationKeys } from '../notifications/keys';
import { partyKeys } from './api';
import { partySchema } from './schemas';

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
export function useAnswerParty(
  huntId: number,
  told: {
    onAnswered?: (choice: 'accept' | 'decline') => void;
    onFailed?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  // Told from the mutation itself, not from `mutate`: the buttons that sent the answer are gone
  // once the party says it was answered, and `mutate`'s callbacks would go with them.
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') => api.post(`/hunts/${huntId}/party/${answer}/`),
    onSuccess: async (_answer, choice) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partyKeys.ofHunt(huntId) }),
        queryClient.invalidateQueries({ queryKey: huntKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]);
      told.onAnswered?.(choice);
    },
    onError: (error) => told.onFailed?.(error),
  });
}
