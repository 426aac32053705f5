import type { ConfirmDialogProps } from './ConfirmDialogBox';
import { lazyDialog } from './lazy-dialog';

export type { ConfirmDialogProps };

/** Asks before an action that cannot be undone. Loads the first time it opens. */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('./ConfirmDialogBox').then((module) => module.ConfirmDialogBox),
  (props) => props.open,
);
