import { useLayoutEffect } from 'react';

/**
 * index.html paints a screen in plain HTML and CSS (a `.boot-shell`: the sign-in page for a
 * visitor, the hunt list for a returning hunter) before any JavaScript has run, and hides the
 * app's root under it. The app renders beneath it and takes the screen over on the first commit in
 * which no loading placeholder (session, screen code) is showing, so the hunter sees the shell
 * and then the screen itself, never a spinner in between.
 */
const SHELLS = '.boot-shell';

let placeholdersShowing = 0;

/** A shell stands for one address; anywhere else (a redirect to sign in) it only gets in the way. */
function shellFitsAddress(shell: HTMLElement): boolean {
  return shell.dataset.address === window.location.pathname;
}

/** Whether index.html's shell for this address is on screen, drawing the screen's frame. */
export function bootShellShowing(): boolean {
  return [...document.querySelectorAll<HTMLElement>(SHELLS)].some(
    (shell) => shellFitsAddress(shell) && getComputedStyle(shell).display !== 'none',
  );
}

function releaseUnlessLoading(): void {
  if (typeof document === 'undefined') return;
  for (const shell of document.querySelectorAll<HTMLElement>(SHELLS)) {
    if (placeholdersShowing === 0 || !shellFitsAddress(shell)) shell.remove();
  }
}

/** Rendered by a loading placeholder: the shell stays up while it shows. */
export function useHoldBootShell(): void {
  useLayoutEffect(() => {
    placeholdersShowing += 1;
    return () => {
      placeholdersShowing -= 1;
      // After the whole commit: the placeholder's successor may be another placeholder.
      queueMicrotask(releaseUnlessLoading);
    };
  }, []);
}

/** Rendered once at the root: a first render with no placeholder releases the shell at once. */
export function useReleaseBootShellWhenSettled(): void {
  useLayoutEffect(() => {
    queueMicrotask(releaseUnlessLoading);
  }, []);
}
