import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bundleBudget } from './vite-plugins/bundle-budget.ts';
import { inlineStylesheet } from './vite-plugins/inline-stylesheet.ts';
import { installable } from './vite-plugins/installable.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { routePreloadsPlugin } from './vite-plugins/route-preloads.ts';
import { startAfterFirstPaint } from './vite-plugins/start-after-first-paint.ts';

/**
 * Chunks V8 compiles whole as it streams them, on a background thread, instead of compiling each
 * function on the main thread at its first call (`//# allFunctionsCalledOnLoad`, Chrome 136 and
 * later; other browsers read a comment). The framework only: nearly all of it runs on every first
 * load (6% less main-thread CPU on /hunts and sign-in, paired quiet, issue 31). Marked too, the app's own chunks and zod
 * cost sign-in more than they saved: a small file is not streamed, so it compiles whole on the
 * main thread, most of it code the first screen never calls.
 */
const COMPILED_WHOLE = new Set(['framework']);

/**
 * React Router's production build. Its package exports only its development build, which logs dev
 * warnings and keeps their checks and text in the shipped bundle (remix-run/react-router#14102,
 * open); `dist/production` is the same code with them off. Vitest and `vite dev` keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** zod, configured for the app's policy before any schema is built (src/zod-without-eval.ts). */
const zodWithoutEval = fileURLToPath(new URL('./src/zod-without-eval.ts', import.meta.url));

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      { find: /^zod$/, replacement: zodWithoutEval },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    inlineStylesheet(),
    startAfterFirstPaint(),
    precompress(),
    bundleBudget(),
    routePreloadsPlugin(),
    installable(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest tells the budget check which files each screen's first load needs.
    manifest: true,
    rolldownOptions: {
      output: {
        postBanner: (chunk) =>
          COMPILED_WHOLE.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '',
        advancedChunks: {
          // What every screen loads first, in two files rather than a dozen small ones.
          groups: [
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//,
            },
            {
              name: 'session',
              test: /src\/api\/(?!auth-schemas|download-file)|domain\/src\/(shell|auth-constants)\./,
            },
            // The small building blocks most screens share, in one file rather than twenty: on
            // a phone's HTTP/1.1 connections each extra file costs a round trip.
            // Hunting parties load with the party card, so their words stay out of the kit.
            {
              name: 'kit',
              test: /src\/ui\/(?!ConfirmDialogBox|ModalDialog|toast|Coordinate|UseMyLocation|use-current-position)|src\/lib\/|domain\/src\/(?!account-|report-|chat-|party-)[\w-]*constants\./,
              minShareCount: 3,
            },
            // Zod with the domain schemas of the session's answers (and the app's module that
            // names them), in one file rather than eleven, and the schemas of a hunt's answer and
            // its birds in one more rather than four: each module file costs a phone a request, a
            // compile task and a modulepreload link on the main thread.
            // Each `*-schemas` group is preloaded with the routes that ask for it (route-preloads.ts).
            {
              name: 'session-schemas',
              test: /node_modules\/zod\/|src\/zod-without-eval\.ts$|src\/api\/auth-schemas\.ts$|domain\/src\/(auth-answers|user-answers|pagination|input|privacy|errors)\.ts$/,
            },
            {
              name: 'hunt-schemas',
              test: /domain\/src\/(species|photo-answers|hunt-answers|birds)\.ts$|features\/hunts\/hunt-schemas\.ts$/,
            },
            // The sign-in and account forms' shared parts, in one file rather than four.
            {
              name: 'account-forms',
              includeDependenciesRecursively: false,
              test: /features\/auth\/(AuthFormScreen|ProviderButtons|HunterFields|schemas)\.tsx?$|domain\/src\/account-constants\.ts$/,
            },
            // What the hunt screens share (requests, filters, the day, the harvest), the outbox's
            // write path, and a hunt's card as the list shows it: three files rather than fourteen.
            // Their own modules only: what they import stays where the other screens find it.
            {
              name: 'hunt-data',
              includeDependenciesRecursively: false,
              test: /features\/hunts\/(api|early-list|hunt-filters|schemas|format|components\/HarvestTotals)\.tsx?$|domain\/src\/hunt-day\.ts$/,
            },
            {
              name: 'outbox-write',
              includeDependenciesRecursively: false,
              test: /features\/offline\/(create-or-queue|outbox-items)\.ts$/,
            },
            {
              name: 'hunt-card',
              includeDependenciesRecursively: false,
              test: /features\/hunts\/components\/HuntListItem\.tsx$|features\/weather\/(CompactWeatherCard|weather-view|RatingBadge)\.tsx?$|domain\/src\/(sun|sun-clock|weather-display|weather-rating|moon)\.ts$|features\/offline\/WaitingToSync\.tsx$/,
            },
            // What every screen starts after its first paint, a visitor's sign-in page too: the
            // status bar (offline banner, update prompt) and the service worker it registers.
            {
              name: 'offline-status',
              includeDependenciesRecursively: false,
              test: /features\/offline\/(OfflineStatus|room-below|app-status|service-worker|hunter-on-device|kept-answers)\.tsx?$/,
            },
            // What starts once a hunter is on the device, in one file rather than five: the
            // outbox, the offline copy and the saved areas' owner, and the header's live counts.
            // Each file costs a phone a request, a modulepreload link and a compile task on the
            // main thread. Modules other screens load first (the live socket, the chat and feed
            // constants) stay out of it.
            {
              name: 'signed-in',
              includeDependenciesRecursively: false,
              test: /features\/offline\/(HunterOffline|OutboxStatus|outbox|outbox-db|outbox-changes|query-cache-store)\.tsx?$|features\/map\/offline-areas\/area-owner\.ts$|node_modules\/idb\/|features\/notifications\/(NotificationBell|LiveUnread|unread-count)\.tsx?$|app\/layout\/NavCountBadge\.tsx$|features\/chat\/open-conversations\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
