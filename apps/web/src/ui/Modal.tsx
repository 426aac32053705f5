import type { ModalProps } from './ModalDialog';
import { lazyDialog } from './lazy-dialog';

export type { ModalProps };

/**
 * A dialog that traps focus, closes on Escape or an overlay click, and is named by its title.
 * Its Radix code loads when it first opens.
 */
export const Modal = lazyDialog<ModalProps>(
  () => import('./ModalDialog').then((module) => module.ModalDialog),
  (props) => props.open,
);
