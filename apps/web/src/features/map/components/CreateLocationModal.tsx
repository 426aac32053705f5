import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LOCATION_NAME_MAX_LENGTH,
  LOCATION_NOTES_MAX_LENGTH,
  PHOTO_UPLOAD_HINT,
  type LngLatPoint,
} from '@marshlog/domain';
import { Button, Modal, TextArea, TextField } from '../../../ui';
import { useCreateLocation } from '../../locations/api';
import { uploadPhoto } from '../../photos';
import { mapKeys } from '../api';
import { LocationPhotoPicker } from './LocationPhotoPicker';
import type { PickedPhoto } from './create-location-photos';

type Phase = 'editing' | 'submitting' | 'uploading';

/**
 * The Create New Location modal (seed 001 sections 2 and 4): read-only coordinates of the map
 * click, name n/255, notes n/1000, up to 10 photos with captions. Submit creates the location,
 * then uploads the photos (the first as primary), then closes; failures are logged only.
 * Closing is blocked while submitting or uploading.
 */
export function CreateLocationModal({
  point,
  onClose,
  onCreated,
}: {
  point: LngLatPoint | null;
  onClose: () => void;
  onCreated?: (id: number) => void;
}) {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [phase, setPhase] = useState<Phase>('editing');
  const create = useCreateLocation();
  const queryClient = useQueryClient();
  const busy = phase !== 'editing';

  const reset = () => {
    for (const photo of photos) URL.revokeObjectURL(photo.preview);
    setName('');
    setNotes('');
    setPhotos([]);
    setPhase('editing');
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const submit = async () => {
    if (!point || name.trim() === '' || busy) return;
    setPhase('submitting');
    let id: number;
    try {
      const location = await create.mutateAsync({
        name: name.trim(),
        description: notes,
        latitude: point.latitude,
        longitude: point.longitude,
      });
      id = location.id;
    } catch (error) {
      console.error('Location creation failed', error);
      setPhase('editing');
      return;
    }
    setPhase('uploading');
    for (const [index, photo] of photos.entries()) {
      try {
        await uploadPhoto({
          contentType: 'location',
          objectId: id,
          file: photo.file,
          caption: photo.caption,
          isPrimary: index === 0,
          onProgress: () => undefined,
        });
      } catch (error) {
        console.error(`Photo upload of ${photo.file.name} failed`, error);
      }
    }
    await queryClient.invalidateQueries({ queryKey: mapKeys.kind('locations') });
    reset();
    onCreated?.(id);
    onClose();
  };

  return (
    <Modal
      open={point !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Create New Location"
      preventClose={busy}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={name.trim() === ''}
            loading={busy}
            loadingText={phase === 'uploading' ? 'Uploading...' : 'Creating...'}
          >
            Create
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Latitude" value={point?.latitude.toFixed(6) ?? ''} readOnly />
          <TextField label="Longitude" value={point?.longitude.toFixed(6) ?? ''} readOnly />
        </div>
        <TextField
          label="Name"
          value={name}
          maxLength={LOCATION_NAME_MAX_LENGTH}
          counter={{ count: name.length, max: LOCATION_NAME_MAX_LENGTH }}
          onChange={(event) => setName(event.target.value)}
          disabled={busy}
        />
        <TextArea
          label="Notes"
          optional
          value={notes}
          maxLength={LOCATION_NOTES_MAX_LENGTH}
          counter={{ count: notes.length, max: LOCATION_NOTES_MAX_LENGTH }}
          onChange={(event) => setNotes(event.target.value)}
          disabled={busy}
        />
        <LocationPhotoPicker
          photos={photos}
          onChange={setPhotos}
          hint={PHOTO_UPLOAD_HINT}
          disabled={busy}
        />
      </div>
    </Modal>
  );
}
