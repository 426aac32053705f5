import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_EXIT_ANIMATION_MS } from '@marshlog/domain';
import { Toaster } from './Toaster';
import { toToast, withToast } from './toast-rules';
import type { Toast, ToastApi, ToastInput, ToastOptions, ToastType } from './toast-types';

export const ToastContext = createContext<ToastApi | null>(null);

type Timer = ReturnType<typeof setTimeout>;

/** Holds the app's toasts, times them out, and renders them in an aria-live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  // The ref is the source of truth so that timers and handlers always see the latest list.
  const current = useRef<Toast[]>([]);
  const timers = useRef(new Map<string, Timer>());
  const counter = useRef(0);

  const commit = useCallback((next: Toast[]) => {
    current.current = next;
    setToasts(next);
  }, []);

  const clearTimer = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      const toast = current.current.find((candidate) => candidate.id === id);
      if (!toast || toast.leaving) return;
      clearTimer(id);
      commit(
        current.current.map((candidate) =>
          candidate.id === id ? { ...candidate, leaving: true } : candidate,
        ),
      );
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          commit(current.current.filter((candidate) => candidate.id !== id));
        }, TOAST_EXIT_ANIMATION_MS),
      );
    },
    [clearTimer, commit],
  );

  const show = useCallback(
    (input: ToastInput) => {
      counter.current += 1;
      const toast = toToast(input.id ?? `toast-${counter.current}`, input);
      const { toasts: next, evicted } = withToast(current.current, toast);
      for (const old of evicted) clearTimer(old.id);
      clearTimer(toast.id);
      commit(next);
      if (toast.duration > 0)
        timers.current.set(
          toast.id,
          setTimeout(() => dismiss(toast.id), toast.duration),
        );
      return toast.id;
    },
    [clearTimer, commit, dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const hasDismissible = toasts.some((toast) => toast.dismissible && !toast.leaving);
  useEffect(() => {
    if (!hasDismissible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape inside a dialog closes the dialog, not a toast.
      if (
        event.target instanceof Element &&
        event.target.closest('[role="dialog"], [role="alertdialog"]')
      )
        return;
      const newest = current.current.findLast((toast) => toast.dismissible && !toast.leaving);
      if (newest) dismiss(newest.id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hasDismissible, dismiss]);

  const api = useMemo<ToastApi>(() => {
    const of = (type: ToastType) => (title: ReactNode, options?: ToastOptions) =>
      show({ ...options, type, title });
    return {
      show,
      success: of('success'),
      error: of('error'),
      warning: of('warning'),
      info: of('info'),
      loading: of('loading'),
      update: (id, input) => show({ ...input, id }),
      dismiss,
    };
  }, [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
