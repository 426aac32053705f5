import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens load their chunks and schemas lazily; on a busy 2-core CI machine that can take over
// the library's default 1 s wait (3 s was seen to miss while CI ran beside other work), so
// findBy* and waitFor wait up to 10 s; a passing wait still ends as soon as the screen is there.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no media queries: components render as on a wide screen with a mouse (no query matches).
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => {
      const list = new EventTarget() as MediaQueryList;
      return Object.assign(list, {
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
      });
    },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
