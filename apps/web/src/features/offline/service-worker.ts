import { setAppStatus } from './app-status';

let started = false;

/**
 * Registers the service worker (built by vite-plugin-pwa, vite-plugins/installable.ts) once the
 * page has loaded, so its download never competes with the first paint; once per page. A new
 * version waits until the hunter accepts it from the update prompt.
 */
export function startServiceWorker(): void {
  if (started || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  started = true;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    const updateTo = registerSW({
      onNeedRefresh: () => setAppStatus({ applyUpdate: () => updateTo(true) }),
      onOfflineReady: () => setAppStatus({ offlineReady: true }),
      onRegisterError: (error: unknown) =>
        console.error('The service worker failed to register', error),
    });
  };
  const start = () =>
    void register().catch((error: unknown) =>
      console.error('The service worker module failed to load', error),
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Asks the browser to keep this site's storage (the cached app, and what is kept for offline)
 * instead of evicting it when space runs low, and records a refusal for the UI to say so.
 */
export async function askForPersistentStorage(): Promise<void> {
  const storage = navigator.storage as StorageManager | undefined;
  if (!storage?.persist || !storage.persisted) return;
  if (await storage.persisted()) return;
  const granted = await storage.persist();
  if (!granted) setAppStatus({ storageRefused: true });
}

/** Asks for persistent storage now that something is kept offline; a failure is only logged. */
export function keepOfflineData(): void {
  askForPersistentStorage().catch((error: unknown) =>
    console.error('Persistent storage could not be asked for', error),
  );
}
