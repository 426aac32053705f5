import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Report } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, ConfirmDialog, useToast } from '../../../ui';
import { useDeleteReport } from '../api';

/** The author deletes the report, after a confirmation, and lands back on the list. */
export function DeleteReportButton({ report }: { report: Report }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReport(report.id);
  const navigate = useNavigate();
  const toast = useToast();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Report deleted', { description: `${report.title} is gone.` });
        navigate('/reports', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error('Could not delete the report', { description: errorMessage(error) });
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
        title="Delete this report?"
        message="The report, its photos and its comments are removed for good."
        confirmLabel="Delete report"
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
