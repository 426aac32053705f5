import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
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
