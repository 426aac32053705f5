import { useState } from 'react';
import { useNavigate } from 'react-router';
import { locationDisplayName, type Location } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, ConfirmDialog, useToast } from '../../../ui';
import { useDeleteLocation } from '../api';

/** The owner deletes the location after asking, then goes back to the list (as hunts do). */
export function DeleteLocationButton({ location }: { location: Location }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLocation(location.id);
  const navigate = useNavigate();
  const toast = useToast();
  const name = locationDisplayName(location.name);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Location deleted', { description: `${name} is gone from your logbook.` });
        void navigate('/locations', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error('Could not delete the location', { description: errorMessage(error) });
      },
    });

  return (
    <>
      <Button
        variant="secondary"
        className="hover:border-danger hover:text-danger"
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this location?"
        message={`${name}, its photos and its shares will be deleted for good. Hunts logged there keep their coordinates.`}
        confirmLabel="Delete location"
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
