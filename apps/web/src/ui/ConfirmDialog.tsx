import type { ReactNode } from 'react';
import { lazyDialog } from './lazy-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletions. */
  destructive?: boolean;
  /** True while the confirmed action runs: the dialog cannot be closed meanwhile. */
  pending?: boolean;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone. Loads the first time it opens. */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('./ConfirmDialogBox').then((module) => module.ConfirmDialogBox),
  (props) => props.open,
);
