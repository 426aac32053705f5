import type { Location, LocationUpdate } from '@marshlog/domain';
import { OUTBOX_MESSAGES, locationDisplayName } from '@marshlog/domain';
import { isQueued } from '../../offline/create-or-queue';
import { applyServerErrors } from '../../../api';
import { Button, Modal, useToast } from '../../../ui';
import { useUpdateLocation } from '../use-update-location';
import {
  LOCATION_FORM_FIELDS,
  locationFormFrom,
  type LocationFormValues,
} from '../location-form-schema';
import { LocationForm } from './LocationForm';

/** Only what changed is sent, so an editor who cannot change the privacy level never sends it. */
function changesFrom(location: Location, values: LocationFormValues): LocationUpdate {
  const changes: LocationUpdate = {};
  if (values.name !== location.name) changes.name = values.name;
  if (values.description !== location.description) changes.description = values.description;
  if (values.access_notes !== location.access_notes) changes.access_notes = values.access_notes;
  if (values.location_type !== location.location_type) changes.location_type = values.location_type;
  if (values.privacy_level !== location.privacy_level) changes.privacy_level = values.privacy_level;
  if (values.latitude !== location.latitude) changes.latitude = values.latitude;
  if (values.longitude !== location.longitude) changes.longitude = values.longitude;
  return changes;
}

export function EditLocationDialog({
  location,
  open,
  onOpenChange,
}: {
  location: Location;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateLocation(location.id, locationDisplayName(location.name));
  const toast = useToast();

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit location"
      size="lg"
      preventClose={update.isPending}
    >
      {open ? (
        <LocationForm
          defaultValues={locationFormFrom(location)}
          submitLabel="Save changes"
          submittingLabel="Saving..."
          pending={update.isPending}
          privacyLocked={!location.is_owner}
          requireChange
          secondaryActions={
            <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={update.isPending}>
              Cancel
            </Button>
          }
          onSubmit={(values, setError) =>
            update.mutate(changesFrom(location, values), {
              onSuccess: (saved) => {
                onOpenChange(false);
                if (isQueued(saved)) {
                  toast.info(OUTBOX_MESSAGES.queuedTitle, {
                    description: OUTBOX_MESSAGES.queuedBody,
                  });
                  return;
                }
                toast.success('Location updated', {
                  description: `${locationDisplayName(saved.name)} is saved.`,
                });
              },
              onError: (error) => applyServerErrors(error, setError, LOCATION_FORM_FIELDS),
            })
          }
        />
      ) : null}
    </Modal>
  );
}
