import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bundleBudget } from './vite-plugins/bundle-budget.ts';
import { inlineStylesheet } from './vite-plugins/inline-stylesheet.ts';
import { installable } from './vite-plugins/installable.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { routePreloadsPlugin } from './vite-plugins/route-preloads.ts';
import { startAfterFirstPaint } from './vite-plugins/start-after-first-paint.ts';

export default defineConfig({
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
          ],
        },
      },
    },
  },
});
