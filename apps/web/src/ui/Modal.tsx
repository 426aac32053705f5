import type { ReactNode } from 'react';
import { lazyDialog } from './lazy-dialog';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Blocks Escape, overlay clicks and the close button, e.g. while submitting. */
  preventClose?: boolean;
}

/**
 * A dialog that traps focus, closes on Escape or an overlay click, and is named by its title.
 * Its Radix code loads when it first opens.
 */
export const Modal = lazyDialog<ModalProps>(
  () => import('./ModalDialog').then((module) => module.ModalDialog),
  (props) => props.open,
);
