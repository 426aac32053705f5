// Bundles the server (and the domain package it imports as TypeScript) into dist/,
// leaving every npm dependency external.
import { existsSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@marshlog/'),
);

await build({
  entryPoints: Object.fromEntries(
    Object.entries({
      main: 'src/main.ts',
      demo: 'src/demo/main.ts',
      // Beside main.js, where the import module starts them as worker threads.
      'import-parse-worker': 'src/modules/import/parse-worker.ts',
      'import-archive-worker': 'src/modules/import/archive/archive-worker.ts',
    }).filter(([, file]) => existsSync(file)),
  ),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
