import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { locationDisplayName, type Location, type LocationCreateInput } from '@marshlog/domain';
import { createOrQueue, isQueued, type QueuedCreate } from '../offline/create-or-queue';
import { uploadPhoto } from '../photos';
import { locationKeys, useCreateLocation } from './api';
import type { ChosenPhoto } from './components/NewLocationPhotos';
import { formatCoordinates } from './format';

/**
 * The Create New Location flow of seed 001: create the record (announcing its photos), then upload
 * each photo, the first as primary. A failed upload is only logged; the location stays created.
 */
export function useCreateLocationWithPhotos() {
  const create = useCreateLocation();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);

  const uploadAll = async (location: Location, photos: ChosenPhoto[]) => {
    setUploading({ done: 0, total: photos.length });
    for (const [index, photo] of photos.entries()) {
      try {
        await uploadPhoto({
          contentType: 'location',
          objectId: location.id,
          file: photo.file,
          caption: photo.caption,
          isPrimary: index === 0,
          onProgress: () => undefined,
        });
      } catch (error) {
        console.error(
          `Photo upload of ${photo.file.name} for location ${location.id} failed`,
          error,
        );
      }
      setUploading({ done: index + 1, total: photos.length });
    }
    setUploading(null);
    // Its photo count changed since the create answer was cached.
    await queryClient.invalidateQueries({ queryKey: locationKeys.detail(location.id) });
  };

  /** Creates the location, or with no network keeps it and its photos in the outbox. */
  const submit = async (
    input: LocationCreateInput,
    photos: ChosenPhoto[],
  ): Promise<Location | QueuedCreate> => {
    const body: LocationCreateInput = {
      ...input,
      ...(photos.length > 0 && {
        photo_upload_data: photos.map(({ file }) => ({
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
        photos: photos.map(({ file, caption }, index) => ({
          file,
          name: file.name,
          caption,
          isPrimary: index === 0,
        })),
      },
      (idempotencyKey) => create.mutateAsync({ ...body, idempotencyKey }),
    );
    if (!isQueued(answer) && photos.length > 0) await uploadAll(answer, photos);
    return answer;
  };

  return { submit, creating: create.isPending, uploading };
}
