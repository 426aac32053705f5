import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartyUpdateInput } from '@marshlog/domain';
import { api } from '../../api';
import { analyticsKeys } from '../analytics/keys';
import { feedKeys } from '../feed/keys';
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
 * A named friend's answer: accepting puts the hunt in their log and feed; declining takes it out
 * of their reach beyond what its privacy allows. Their lists, the hunt, their bell, their feed
 * (its party_joined) and their analytics (the hunts they hunted) follow.
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
        queryClient.invalidateQueries({ queryKey: feedKeys.all }),
        queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
      ]);
      told.onAnswered?.(choice);
    },
    onError: (error) => told.onFailed?.(error),
  });
}
