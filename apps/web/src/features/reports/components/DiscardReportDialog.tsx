import { REPORT_DISCARD_TEXTS } from '@marshlog/domain';
import { ConfirmDialog } from '../../../ui';

/** "Discard this report?": Keep editing closes only this question; Discard throws the draft away. */
export function DiscardReportDialog({
  open,
  edit = false,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  /** An unsaved edit of a saved report rather than a new draft. */
  edit?: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onKeep())}
      title={REPORT_DISCARD_TEXTS.title}
      message={edit ? REPORT_DISCARD_TEXTS.editMessage : REPORT_DISCARD_TEXTS.draftMessage}
      cancelLabel={REPORT_DISCARD_TEXTS.keep}
      confirmLabel={REPORT_DISCARD_TEXTS.discard}
      destructive
      onConfirm={onDiscard}
    />
  );
}
