import { useEffect, useState } from 'react';
import { OUTBOX_MESSAGES, locationDisplayName, type Location } from '@marshlog/domain';
import { applyServerErrors } from '../../../api';
import { Button, useToast } from '../../../ui';
import { isQueued } from '../../offline/create-or-queue';
import { LOCATION_FORM_FIELDS, type LocationFormInput } from '../location-form-schema';
import { useCreateLocationWithPhotos } from '../use-create-location';
import { LocationForm } from './LocationForm';
import { NewLocationPhotos, type ChosenPhoto } from './NewLocationPhotos';

/** While the location is saved or its photos go up, leaving the page would lose them. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * The one Create New Location form (seed 001), on /locations/create and in the map's modal: name,
 * type, privacy, notes, access notes, the place (prefilled from a map click) and up to 10 photos,
 * uploaded once the location exists. With no network it waits in the outbox and `onQueued` is
 * told instead of `onCreated`.
 */
export function NewLocationForm({
  defaultValues,
  onCreated,
  onQueued,
  onCancel,
  onBusyChange,
}: {
  defaultValues: Partial<LocationFormInput>;
  onCreated: (location: Location) => void;
  onQueued: () => void;
  onCancel: () => void;
  /** Told when saving starts and ends, e.g. so a modal cannot close meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const { submit, creating, uploading } = useCreateLocationWithPhotos();
  const toast = useToast();
  const busy = creating || uploading !== null;
  useLeaveWarning(busy);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  return (
    <LocationForm
      defaultValues={defaultValues}
      submitLabel="Create"
      submittingLabel={
        uploading
          ? `Uploading photo ${Math.min(uploading.done + 1, uploading.total)} of ${uploading.total}...`
          : 'Creating...'
      }
      pending={busy}
      secondaryActions={
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      }
      onSubmit={(values, setError) =>
        void submit(values, photos).then(
          (location) => {
            if (isQueued(location)) {
              toast.info(OUTBOX_MESSAGES.queuedTitle, { description: OUTBOX_MESSAGES.queuedBody });
              onQueued();
              return;
            }
            toast.success('Location created', {
              description: `${locationDisplayName(location.name)} is saved.`,
            });
            onCreated(location);
          },
          (error: unknown) => {
            console.error('Location creation failed', error);
            applyServerErrors(error, setError, LOCATION_FORM_FIELDS);
          },
        )
      }
    >
      <NewLocationPhotos
        photos={photos}
        refused={refused}
        disabled={busy}
        onChange={(next, left) => {
          setPhotos(next);
          setRefused(left);
        }}
      />
    </LocationForm>
  );
}
