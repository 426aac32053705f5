import { useQueryClient } from '@tanstack/react-query';
import { outboxEditTitle, type HuntUpdate } from '@marshlog/domain';
import { api } from '../../api';
import { useHuntChange } from './api';
import { huntSchema } from './schemas';

/** Edits a hunt's own fields; with no network the edit waits in the outbox with its own key. */
export function useUpdateHunt(id: number, name = `hunt ${id}`) {
  const queryClient = useQueryClient();
  return useHuntChange(async (changes: HuntUpdate) => {
    const { editOrQueue } = await import('../offline/edit-or-queue');
    return editOrQueue(
      queryClient,
      {
        kind: 'hunt',
        targetId: id,
        body: changes,
        title: outboxEditTitle(name),
        details: changes.notes?.trim() ?? '',
      },
      (idempotencyKey) =>
        api.patch(`/hunts/${id}/`, changes, { schema: huntSchema, idempotencyKey }),
    );
  });
}
