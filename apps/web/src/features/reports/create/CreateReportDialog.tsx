import { useEffect, useId, useRef, useState } from 'react';
import { OUTBOX_MESSAGES, REPORT_TOASTS, type Coordinates, type Report } from '@marshlog/domain';
import { Button, Modal } from '../../../ui';
import { DiscardReportDialog } from '../components/DiscardReportDialog';
import { useDiscardGuard } from '../components/use-discard-guard';
import { ReportComposer } from './ReportComposer';
import { autoCloseDelay, OPEN, type ReportModalState } from './report-modal-state';

export interface CreateReportModalProps {
  open: boolean;
  onClose: () => void;
  /** A point to report from, e.g. a click on the map: prefills latitude and longitude. */
  initialPoint?: Coordinates;
  /** Called once the report is saved (also when its photos then failed). */
  onCreated?: (report: Report) => void;
}

const SUBMIT_LABELS = { saving: 'Creating report...', uploading: 'Uploading photos...' } as const;

/**
 * The Create Report modal (seed 000 sections 2 and 4): open -> submitting -> created, then it
 * closes itself. Closing is blocked while submitting; Escape, the overlay and Cancel close it
 * otherwise, asking first when something is written in it.
 */
export function CreateReportDialog({
  open,
  onClose,
  initialPoint,
  onCreated,
}: CreateReportModalProps) {
  const formId = useId();
  const [modal, setModal] = useState<ReportModalState>(OPEN);
  const submitting = modal.state === 'submitting';

  const [hasDraft, setHasDraft] = useState(false);
  const close = () => {
    setModal(OPEN);
    setHasDraft(false);
    onClose();
  };
  const guard = useDiscardGuard(hasDraft && modal.state === 'open', close);

  // The timer must not restart when the caller passes a new onClose on a re-render.
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  const delay = autoCloseDelay(modal);
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => {
      setModal(OPEN);
      latestClose.current();
    }, delay);
    return () => clearTimeout(timer);
  }, [delay]);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : guard.requestClose())}
      title="Create Report"
      description="Tell your partners what the birds are doing."
      size="lg"
      preventClose={submitting}
      footer={
        <>
          <Button variant="ghost" onClick={guard.requestClose} disabled={submitting}>
            {modal.state === 'created' ? 'Close' : 'Cancel'}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={submitting}
            loadingText={submitting ? SUBMIT_LABELS[modal.step] : undefined}
            disabled={modal.state === 'created'}
            data-state={modal.state}
          >
            {modal.state !== 'created'
              ? 'Create Report'
              : modal.queued
                ? OUTBOX_MESSAGES.queuedTitle
                : REPORT_TOASTS.submitCreated}
          </Button>
        </>
      }
    >
      {open ? (
        <ReportComposer
          formId={formId}
          initialPoint={initialPoint}
          modal={modal}
          onState={setModal}
          onCreated={onCreated}
          onDraftChange={setHasDraft}
        />
      ) : null}
      <DiscardReportDialog {...guard.dialog} />
    </Modal>
  );
}
