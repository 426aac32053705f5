import { useLayoutEffect } from 'react';

/**
 * index.html paints a screen's frame in plain HTML and CSS (`#boot-shell`) for a returning
 * hunter, before any JavaScript has run, and hides the app's root under it. The app renders
 * beneath it and takes the screen over on the first commit in which no loading placeholder
 * (session, screen code) is showing, so the hunter sees the shell and then the screen itself,
 * never a spinner in between.
 */
const SHELL_ID = 'boot-shell';

let placeholdersShowing = 0;

function shell(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(SHELL_ID);
}

/** The shell stands for one address; anywhere else (a redirect to sign in) it only gets in the way. */
function shellFitsAddress(element: HTMLElement): boolean {
  return element.dataset.address === window.location.pathname + window.location.search;
}

function releaseUnlessLoading(): void {
  const element = shell();
  if (!element) return;
  if (placeholdersShowing === 0 || !shellFitsAddress(element)) element.remove();
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
