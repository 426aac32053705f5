import { TOAST_DEFAULT_DURATION_MS, TOAST_DURATIONS_MS, TOAST_MAX_VISIBLE } from '@marshlog/domain';
import type { Toast, ToastInput } from './toast-types';

/** Fills in the type's duration (success 4 s, error 8 s, warning 6 s, info 5 s; loading stays). */
export function toToast(id: string, input: ToastInput): Toast {
  const type = input.type ?? 'info';
  const duration =
    type === 'loading'
      ? 0
      : (input.duration ??
        (input.type ? TOAST_DURATIONS_MS[input.type] : TOAST_DEFAULT_DURATION_MS));
  return {
    id,
    type,
    title: input.title,
    description: input.description,
    duration,
    dismissible: input.dismissible ?? type !== 'loading',
    action: input.action,
    leaving: false,
  };
}

/** Adds or replaces a toast; past the limit, the oldest ones make room for the newest. */
export function withToast(
  toasts: readonly Toast[],
  toast: Toast,
): { toasts: Toast[]; evicted: Toast[] } {
  if (toasts.some((existing) => existing.id === toast.id)) {
    return {
      toasts: toasts.map((existing) => (existing.id === toast.id ? toast : existing)),
      evicted: [],
    };
  }
  const next = [...toasts, toast];
  const overflow = Math.max(0, next.length - TOAST_MAX_VISIBLE);
  return { toasts: next.slice(overflow), evicted: next.slice(0, overflow) };
}
