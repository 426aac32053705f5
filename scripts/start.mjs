// `npm start`, before the server: checks Node, then builds the web app and the server only when
// their sources are newer than their last build (a stamp in node_modules/.cache, dated when that
// build started), so a start with nothing changed skips both builds. The server itself is started
// by the npm script after this exits, with its own V8 flags.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import './preflight.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const SKIPPED = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test-results']);
const shared = [
  at('packages/domain/src'),
  at('packages/domain/package.json'),
  at('package-lock.json'),
];

/** The builds `npm start` needs: what each reads, what it writes, and its stamp. */
const builds = [
  {
    workspace: 'apps/web',
    inputs: [at('apps/web'), ...shared],
    output: at('apps/web/dist/index.html'),
    stamp: at('node_modules/.cache/marshlog/web.stamp'),
  },
  {
    workspace: 'apps/server',
    inputs: [
      at('apps/server/src'),
      at('apps/server/build.mjs'),
      at('apps/server/package.json'),
      ...shared,
    ],
    output: at('apps/server/dist/main.js'),
    stamp: at('node_modules/.cache/marshlog/server.stamp'),
  },
];

/** The newest modification time under a file or folder; tests never change a build. */
function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (!SKIPPED.has(child)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

function isStale(build) {
  if (!existsSync(build.output) || !existsSync(build.stamp)) return true;
  const built = statSync(build.stamp).mtimeMs;
  return build.inputs.some((input) => newestChange(input) > built);
}

for (const build of builds) {
  if (!isStale(build)) {
    console.log(`${build.workspace}: up to date, build skipped`);
    continue;
  }
  const started = new Date();
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(path.dirname(build.stamp), { recursive: true });
  // Dated when the build started, so a source saved while it ran is built next time.
  writeFileSync(build.stamp, `${started.toISOString()}\n`);
  utimesSync(build.stamp, started, started);
}
