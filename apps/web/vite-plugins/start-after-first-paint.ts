import type { Plugin } from 'vite';

/** The entry `<script type="module" crossorigin src="/assets/index-x.js"></script>` Vite writes. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
/** A modulepreload link as Vite writes it. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">/g;
/** Holds the app's modulepreload links until the first paint; the server adds each route's own. */
export const APP_CODE_TEMPLATE = '<template id="app-code">';

/**
 * The app's code is fetched and run after the page's first paint instead of before it: the boot
 * shell and the inlined stylesheet paint a screen from the HTML alone, and on a phone that paint
 * should not share the connection or the main thread with the app's code. The modulepreload links
 * (the entry's and, added by the server, the route's) wait in an inert `<template>` and go into
 * the head when the first frame has been painted, all at once, so the code still downloads in
 * parallel; then the entry runs. A hidden tab paints nothing, so it starts at once. The server
 * allows this inline script by its hash like the other.
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
        const preloads = html.match(MODULE_PRELOAD) ?? [];
        const start =
          `${APP_CODE_TEMPLATE}<link rel="modulepreload" crossorigin href=${src}>${preloads.join('')}</template>` +
          '<script>(function () {' +
          'var start = function () {' +
          "var code = document.getElementById('app-code');" +
          'if (code) document.head.appendChild(code.content.cloneNode(true));' +
          `import(${src}).catch(function (error) { console.error('The app failed to load', error); });` +
          '};' +
          "if (document.visibilityState === 'hidden') start();" +
          'else requestAnimationFrame(function () { setTimeout(start, 0); });' +
          '})();</script>';
        return html.replace(MODULE_PRELOAD, '').replace(entry[0], start);
      },
    },
  };
}
