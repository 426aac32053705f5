import { useState } from 'react';
import { useNavigate } from 'react-router';
import { locationDisplayName, type Location } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, ConfirmDialog, useToast } from '../../../ui';
import { useDeleteLocation } from '../api';

/** The owner deletes the location, after a confirmation, and lands back on the list. */
export function DeleteLocationButton({ location }: { location: Location }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLocation(location.id);
  const navigate = useNavigate();
  const toast = useToast();
  const name = locationDisplayName(location.name);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Location deleted', { description: `${name} is gone.` });
        navigate('/locations', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error('Could not delete the location', { description: errorMessage(error) });
      },
    });

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${name}?`}
        message="The location, its photos and its shares are removed for good."
        confirmLabel="Delete location"
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
