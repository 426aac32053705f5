import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OUTBOX_MESSAGES, locationDisplayName } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, useToast } from '../../../ui';
import { reviseWaiting } from '../../offline/edit-or-queue';
import type { OutboxItem } from '../../offline/outbox-items';
import { waitingItemPath } from '../../offline/waiting-paths';
import { formatCoordinates } from '../format';
import type { LocationFormInput } from '../location-form-schema';
import { LocationForm } from './LocationForm';

/**
 * A location still waiting on the device, in the Create New Location form with what was captured;
 * saving re-queues it (its photos stay chosen and upload after it).
 */
export function WaitingLocationForm({ waiting }: { waiting: OutboxItem }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [captured] = useState(() => waiting.body as LocationFormInput);
  const back = waitingItemPath(waiting);
  return (
    <LocationForm
      defaultValues={captured}
      submitLabel="Save"
      submittingLabel="Saving..."
      pending={saving}
      secondaryActions={
        <Button variant="ghost" onClick={() => void navigate(back)} disabled={saving}>
          Cancel
        </Button>
      }
      onSubmit={(values, setError) => {
        setSaving(true);
        reviseWaiting(waiting, {
          body: { ...(waiting.body as object), ...values },
          title: locationDisplayName(values.name),
          details: formatCoordinates(values.latitude, values.longitude),
        })
          .then(() => {
            toast.info(OUTBOX_MESSAGES.queuedTitle, { description: OUTBOX_MESSAGES.queuedBody });
            void navigate(back);
          })
          .catch((error: unknown) => {
            console.error('Saving the waiting location on the device failed', error);
            setError('root.server', { message: errorMessage(error) });
          })
          .finally(() => setSaving(false));
      }}
    />
  );
}
