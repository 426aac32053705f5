import { useSyncExternalStore } from 'react';

/** What the service worker and the browser told the app about working offline. */
export interface AppStatus {
  /** Set when a new version is installed and waiting: calling it reloads into that version. */
  applyUpdate: (() => Promise<void>) | null;
  /** The worker has cached the app: it now opens with no network. */
  offlineReady: boolean;
  /** The browser refused persistent storage: it may evict what is kept offline. */
  storageRefused: boolean;
}

let status: AppStatus = { applyUpdate: null, offlineReady: false, storageRefused: false };
const listeners = new Set<() => void>();

export function setAppStatus(change: Partial<AppStatus>): void {
  status = { ...status, ...change };
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The app's offline status, re-rendering when the worker or the browser changes it. */
export function useAppStatus(): AppStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/** Whether the browser has a network, as navigator.onLine and its events say. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine);
}

function subscribeToNetwork(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}
