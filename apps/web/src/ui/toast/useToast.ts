import { useContext } from 'react';
import { ToastContext } from './ToastProvider';
import type { ToastApi } from './toast-types';

/** The toast API: `toast.success('Profile updated')`, `toast.loading(...)`, `toast.update(id, ...)`. */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used within a ToastProvider');
  return toast;
}
