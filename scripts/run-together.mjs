// Runs the npm scripts it is given side by side and fails if any of them fails. Each script's
// output is printed whole when it ends, so two logs never interleave. `npm test` runs lint and
// typecheck this way: each is one single-threaded process after another (eslint, prettier, five
// tsc projects), so one at a time left a core idle for about two minutes.
//   node scripts/run-together.mjs lint typecheck
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script>...]');
  process.exit(2);
}

function run(script) {
  const started = Date.now();
  const child = spawn('npm', ['run', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve({ script, code: 1, output, seconds: (Date.now() - started) / 1000 });
    });
    // No exit code: the script was ended by a signal, a failure too.
    child.on('close', (code) => {
      resolve({ script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const pending = scripts.map((script) =>
  run(script).then((result) => {
    const verdict = result.code === 0 ? 'passed' : `failed (exit ${result.code})`;
    process.stdout.write(`\n== npm run ${script}: ${verdict} in ${result.seconds.toFixed(0)} s\n`);
    process.stdout.write(Buffer.concat(result.output));
    return result;
  }),
);
const results = await Promise.all(pending);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`\n${failed.join(' and ')} failed`);
  process.exit(1);
}
