import type { ReactNode } from 'react';
import type { ToastType } from '@marshlog/domain';

export type { ToastType };

export interface ToastOptions {
  /** Reusing an id replaces that toast, e.g. a loading toast with its outcome. */
  id?: string;
  description?: ReactNode;
  /** Milliseconds before it leaves on its own; 0 keeps it. Defaults by type. */
  duration?: number;
  /** Whether the hunter may close it; loading toasts may not by default. */
  dismissible?: boolean;
  /** One button in the toast (e.g. Undo); pressing it runs `onClick` and closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput extends ToastOptions {
  type?: ToastType;
  title: ReactNode;
}

export interface Toast {
  id: string;
  type: ToastType;
  title: ReactNode;
  description?: ReactNode;
  duration: number;
  dismissible: boolean;
  action?: ToastAction;
  /** Playing its exit animation, about to be removed. */
  leaving: boolean;
}

export interface ToastApi {
  /** Shows a toast (or replaces the one with the same id) and returns its id. */
  show(input: ToastInput): string;
  success(title: ReactNode, options?: ToastOptions): string;
  error(title: ReactNode, options?: ToastOptions): string;
  warning(title: ReactNode, options?: ToastOptions): string;
  info(title: ReactNode, options?: ToastOptions): string;
  /** Stays until replaced (same id) or dismissed in code. */
  loading(title: ReactNode, options?: ToastOptions): string;
  /** Replaces the toast with this id. */
  update(id: string, input: ToastInput): string;
  dismiss(id: string): void;
}
