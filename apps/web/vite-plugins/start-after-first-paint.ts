import type { Plugin } from 'vite';

/** The entry `<script type="module" crossorigin src="/assets/index-x.js"></script>` Vite writes. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/** A modulepreload link as Vite writes it. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href=/g;

/**
 * The app's entry runs after the page's first paint instead of before it: index.html's boot shell
 * (and the inlined stylesheet) can paint a screen on its own, and a phone should show it while the
 * app's code is evaluated, not after. The code is still fetched at once (modulepreload, with the
 * chunks the server names for the route), at low priority since no paint waits for it; only
 * running it waits a frame. A hidden tab paints nothing, so it starts at once. The server allows
 * this inline script by its hash like the other.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'marshlog:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('index.html has no module entry script to start after paint');
        const src = JSON.stringify(entry[1]);
        const start =
          `<link rel="modulepreload" crossorigin href=${src}>` +
          '<script>(function () {' +
          `var start = function () { import(${src}).catch(function (error) { console.error('The app failed to load', error); }); };` +
          "if (document.visibilityState === 'hidden') start();" +
          'else requestAnimationFrame(function () { setTimeout(start, 0); });' +
          '})();</script>';
        return html
          .replace(entry[0], start)
          .replace(
            MODULE_PRELOAD,
            '<link rel="modulepreload" fetchpriority="low" crossorigin href=',
          );
      },
    },
  };
}
