import { useEffect } from 'react';
import { OUTBOX_MESSAGES, locationDisplayName, type Location } from '@marshlog/domain';
import { applyServerErrors } from '../../../api';
import { Button, useToast } from '../../../ui';
import { isQueued } from '../../offline/create-or-queue';
import { PendingPhotosField, usePendingPhotos } from '../../photos';
import { LOCATION_FORM_FIELDS, type LocationFormInput } from '../location-form-schema';
import { NEW_LOCATION_PHOTOS } from '../location-photo-limits';
import { useCreateLocationWithPhotos } from '../use-create-location';
import { LocationForm } from './LocationForm';

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
  const photos = usePendingPhotos(NEW_LOCATION_PHOTOS);
  const { submit, creating } = useCreateLocationWithPhotos(photos);
  const toast = useToast();
  const busy = creating || photos.uploading;
  const run = photos.uploading ? photos.run : null;
  useLeaveWarning(busy);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  return (
    <LocationForm
      defaultValues={defaultValues}
      submitLabel="Create"
      submittingLabel={
        run
          ? `Uploading photo ${Math.min(run.uploaded + run.failed + 1, run.total)} of ${run.total}...`
          : 'Creating...'
      }
      pending={busy}
      secondaryActions={
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      }
      onSubmit={(values, setError) =>
        void submit(values).then(
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
      <PendingPhotosField photos={photos} legend="Photos" optional locked={busy} />
    </LocationForm>
  );
}
