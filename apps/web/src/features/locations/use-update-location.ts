import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationDisplayName, outboxEditTitle, type LocationUpdate } from '@marshlog/domain';
import { api } from '../../api';
import { isQueued } from '../offline/outbox-items';
import { useStoreLocation } from './api';
import { locationSchema } from './schemas';

/** Edits a location; with no network the edit waits in the outbox with its own key. */
export function useUpdateLocation(id: number, name = `location ${id}`) {
  const store = useStoreLocation();
  const queryClient = useQueryClient();
  return useMutation({
    // With no network the change waits in the outbox: the mutation must run, not pause.
    networkMode: 'always',
    mutationFn: (changes: LocationUpdate) =>
      import('../offline/edit-or-queue').then(({ editOrQueue }) =>
        editOrQueue(
          queryClient,
          {
            kind: 'location',
            targetId: id,
            body: changes,
            title: outboxEditTitle(changes.name ? locationDisplayName(changes.name) : name),
            details: changes.description?.trim() ?? '',
          },
          (idempotencyKey) =>
            api.patch(`/locations/${id}/`, changes, { schema: locationSchema, idempotencyKey }),
        ),
      ),
    onSuccess: (location) => (isQueued(location) ? undefined : store(location)),
  });
}
