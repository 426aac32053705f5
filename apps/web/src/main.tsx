import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, tokenStore } from './api';
import { App } from './app/App';
import { startRoute } from './app/route-start';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const queryClient = createQueryClient();
function start() {
  if (!root) return;
  // The screen's code, and a remembered hunter's data, start loading before the first render.
  startRoute(window.location, queryClient);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task (Total Blocking Time on a phone).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

// With no network, a remembered hunter's screens open on what this device saved (issue 31).
if (!navigator.onLine && tokenStore.hasSession) {
  import('./features/offline/query-cache-store')
    .then(({ restoreQueryCache }) => restoreQueryCache(queryClient))
    .catch((error: unknown) => console.error('The offline copy could not be read', error))
    .finally(start);
} else {
  start();
}
