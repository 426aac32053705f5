import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Hunt } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, ConfirmDialog, useToast } from '../../../ui';
import { useDeleteHunt } from '../api';
import { formatHuntDate, huntTitle, pluralize } from '../format';

/** Deletes the hunt and its birds after asking, then goes back to the list. */
export function DeleteHuntButton({ hunt }: { hunt: Hunt }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteHunt(hunt.id);
  const navigate = useNavigate();
  const toast = useToast();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Hunt deleted', {
          description: `${huntTitle(hunt)} is gone from your logbook.`,
        });
        void navigate('/hunts', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error('Could not delete the hunt', { description: errorMessage(error) });
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
        title="Delete this hunt?"
        message={`The hunt of ${formatHuntDate(hunt.date_of_hunt)}${
          hunt.total_birds > 0 ? `, its ${pluralize(hunt.total_birds, 'bird', 'birds')}` : ''
        } and its photos will be deleted for good.`}
        confirmLabel="Delete hunt"
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
