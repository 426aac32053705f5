import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, tokenStore } from './api';
import { App } from './app/App';
import { bootShellShowing } from './app/boot-shell';
import { startRoute } from './app/route-start';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const queryClient = createQueryClient();
/** The longest the first render waits under a boot shell for the session and the screen. */
const SHELL_WAIT_MS = 3000;

let rendered = false;
function render() {
  if (!root || rendered) return;
  rendered = true;
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

function start() {
  // The screen's code, and a remembered hunter's data, start loading before the first render.
  const ready = startRoute(window.location, queryClient);
  if (!bootShellShowing()) {
    render();
    return;
  }
  // index.html already draws this screen's frame: the first render waits for the session, the
  // screen's code and its first data, and draws the screen whole in one commit, not its layout,
  // then its loading state, then the screen.
  setTimeout(render, SHELL_WAIT_MS);
  void ready.then(render);
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
