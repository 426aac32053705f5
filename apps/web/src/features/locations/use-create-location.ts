import { useQueryClient } from '@tanstack/react-query';
import { locationDisplayName, type Location, type LocationCreateInput } from '@marshlog/domain';
import { createOrQueue, isQueued, type QueuedCreate } from '../offline/create-or-queue';
import type { PendingPhotos } from '../photos';
import { locationKeys, useCreateLocation } from './api';
import { formatCoordinates } from './format';

/**
 * The Create New Location flow of seed 001: create the record (announcing its photos), then upload
 * each photo, the first uploaded as primary. A failed upload is only logged; the location stays
 * created. With no network the location and its photos wait in the outbox.
 */
export function useCreateLocationWithPhotos(photos: PendingPhotos) {
  const create = useCreateLocation();
  const queryClient = useQueryClient();

  const submit = async (input: LocationCreateInput): Promise<Location | QueuedCreate> => {
    const chosen = photos.handOver();
    const body: LocationCreateInput = {
      ...input,
      ...(chosen.length > 0 && {
        photo_upload_data: chosen.map(({ file }) => ({
          filename: file.name,
          content_type: file.type,
          file_size: file.size,
        })),
      }),
    };
    const answer = await createOrQueue(
      queryClient,
      {
        kind: 'location',
        path: '/locations/',
        body,
        title: locationDisplayName(input.name),
        details: formatCoordinates(input.latitude, input.longitude),
        photos: chosen,
      },
      (idempotencyKey) => create.mutateAsync({ ...body, idempotencyKey }),
    );
    if (isQueued(answer) || chosen.length === 0) return answer;
    await photos.upload({ contentType: 'location', objectId: answer.id, hasPrimary: false });
    // Its photo count changed since the create answer was cached.
    await queryClient.invalidateQueries({ queryKey: locationKeys.detail(answer.id) });
    return answer;
  };

  return { submit, creating: create.isPending };
}
