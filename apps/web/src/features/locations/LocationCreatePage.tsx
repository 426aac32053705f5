import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OUTBOX_MESSAGES, locationDisplayName } from '@marshlog/domain';
import { applyServerErrors } from '../../api';
import { Button, ButtonLink, Card, PageHeader, useToast } from '../../ui';
import { isQueued } from '../offline/create-or-queue';
import { LocationForm } from './components/LocationForm';
import { NewLocationPhotos, type ChosenPhoto } from './components/NewLocationPhotos';
import { emptyLocationForm, LOCATION_FORM_FIELDS } from './location-form-schema';
import { useCreateLocationWithPhotos } from './use-create-location';

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
 * /locations/create: a new location, with "Use my location" and up to 10 photos (seed 001, Create
 * New Location); `?latitude=&longitude=` fills the coordinates (e.g. from the map).
 */
export default function LocationCreatePage() {
  const [params] = useSearchParams();
  const [defaultValues] = useState(() => emptyLocationForm(params));
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const { submit, creating, uploading } = useCreateLocationWithPhotos();
  const navigate = useNavigate();
  const toast = useToast();
  const busy = creating || uploading !== null;
  useLeaveWarning(busy);

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="New location"
        description="Save a place you hunt. Only you see it until you choose otherwise."
      />
      <Card>
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
            busy ? (
              <Button variant="ghost" disabled>
                Cancel
              </Button>
            ) : (
              <ButtonLink to="/locations" variant="ghost">
                Cancel
              </ButtonLink>
            )
          }
          onSubmit={(values, setError) =>
            void submit(values, photos).then(
              (location) => {
                if (isQueued(location)) {
                  toast.info(OUTBOX_MESSAGES.queuedTitle, {
                    description: OUTBOX_MESSAGES.queuedBody,
                  });
                  void navigate('/locations');
                  return;
                }
                toast.success('Location created', {
                  description: `${locationDisplayName(location.name)} is saved.`,
                });
                void navigate(`/locations/${location.id}`);
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
      </Card>
    </div>
  );
}
