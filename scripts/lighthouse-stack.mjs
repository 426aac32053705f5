// The stack's floor for `npm run lighthouse`: the floor's document (lighthouse-floor.mjs) with one
// script, a bare page on the stack DESIGN.md fixes (lighthouse-stack-page.mjs: React, React
// Router, TanStack Query and zod ask for eight hunts, check them and list them). What Lighthouse
// measures there is what this machine spends before any of the app's own code runs: the least any
// screen of the app can read here, beside the budget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { documentWithoutScript, serveFloorPage } from './lighthouse-floor.mjs';

const PAGE_MODULE = fileURLToPath(new URL('./lighthouse-stack-page.mjs', import.meta.url));
const SCRIPT_PATH = '/stack/page.js';

/** A page of eight hunts, as GET /api/hunts/ would list a hunter's season. */
function huntPage() {
  const results = Array.from({ length: 8 }, (_, index) => ({
    id: index + 1,
    date_of_hunt: `2025-11-${String(index + 1).padStart(2, '0')}`,
    notes: `Morning flight on the marsh, day ${index + 1}.`,
    birds: [
      { species: 'mallard', gender: 'drake', quantity: 2 },
      { species: 'green_winged_teal', gender: 'hen', quantity: 1 },
    ],
  }));
  return JSON.stringify({ count: results.length, next: null, results });
}

/** React Router's production build, as the app's build takes it (apps/web/vite.config.ts). */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The stack page bundled for production as the app is: the libraries in a framework file that V8
 * compiles whole as it streams it, the page and zod in another (apps/web/vite.config.ts). Returns
 * each file's bytes by its path on the floor server.
 */
async function bundlePage(outDir) {
  await build({
    configFile: false,
    // Its libraries' "use client" directives are warned about; they mean nothing here.
    logLevel: 'error',
    mode: 'production',
    resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        input: PAGE_MODULE,
        output: {
          entryFileNames: 'page.js',
          chunkFileNames: '[name].js',
          postBanner: (chunk) => (chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : ''),
          advancedChunks: {
            groups: [
              {
                name: 'framework',
                test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//,
              },
            ],
          },
        },
      },
    },
  });
  return new Map(
    fs
      .readdirSync(outDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [`/stack/${name}`, fs.readFileSync(path.join(outDir, name))]),
  );
}

/** Builds the stack page and serves it in `indexFile`'s document; stops with stop(). */
export async function startStackServer(indexFile) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marshlog-lighthouse-stack-'));
  const scripts = await bundlePage(outDir);
  // Its files fetched together once the first frame has painted, then the page run, as the app
  // starts (apps/web/vite-plugins/start-after-first-paint.ts).
  const preloads = [...scripts.keys()].map((file) => `<link rel="modulepreload" href="${file}">`);
  const run = [
    "const code = document.getElementById('stack-code');",
    'document.head.appendChild(code.content.cloneNode(true));',
    `import('${SCRIPT_PATH}');`,
  ].join(' ');
  const start =
    `<template id="stack-code">${preloads.join('')}</template>` +
    `<script>requestAnimationFrame(() => setTimeout(() => { ${run} }, 0));</script>`;
  const document = documentWithoutScript(fs.readFileSync(indexFile, 'utf8')).replace(
    '</body>',
    `${start}</body>`,
  );
  const files = new Map([
    ...[...scripts].map(([file, body]) => [file, { type: 'text/javascript', body }]),
    ['/stack/hunts.json', { type: 'application/json', body: huntPage() }],
  ]);
  const server = await serveFloorPage(document, files);
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
