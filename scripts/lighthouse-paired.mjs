// Two builds of the web app measured side by side, so a change to the first load can be told from
// the machine's noise: on a 2-core machine one page's main-thread work moves by a third between
// runs of the same build, more than most changes move it. This checkout's build (A) and another
// build (B: a copy of an apps/web/dist made before the change) are served by this checkout's
// server on two loopback addresses (their sign-ins kept apart), and Lighthouse, with the settings
// of `npm run lighthouse`, audits the page on each in turn, A B in one round and B A in the next,
// each round with fresh servers and browser and one uncounted load on each (with one browser for
// the whole run, its state favoured one side by about 15% for a run, either side). Prints each
// run, each side's mean and median main-thread work and CPU, and the difference of the means with
// its 95% interval (a normal approximation: use 8 rounds or more; about 50 s a round); writes
// test-results/lighthouse-paired.md (untracked).
//   cp -r apps/web/dist /tmp/web-before   (then change the code and `npm run build -w apps/web`)
//   npm run lighthouse:paired -- /tmp/web-before [--rounds 8] [--page /hunts] [--visitor]
// --visitor audits the page as a new visitor (nothing stored) instead of a signed-in hunter.
import fs from 'node:fs';
import path from 'node:path';
import {
  audit,
  auditSignedIn,
  buildIfNeeded,
  launchChromium,
  registerHunter,
  root,
  signInBrowser,
  startServer,
} from './lighthouse-audit.mjs';

function parseArgs(argv) {
  const options = { rounds: 8, page: '/hunts', visitor: false, other: undefined };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--rounds') options.rounds = Number(argv[(index += 1)]);
    else if (arg === '--page') options.page = argv[(index += 1)];
    else if (arg === '--visitor') options.visitor = true;
    else if (!arg.startsWith('--') && options.other === undefined) options.other = arg;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.other || !fs.existsSync(path.join(options.other, 'index.html'))) {
    throw new Error('usage: lighthouse-paired.mjs <another web build, with its index.html> [...]');
  }
  if (!Number.isInteger(options.rounds) || options.rounds < 1) {
    throw new Error('--rounds takes a whole number of at least 1');
  }
  return options;
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const variance = (values) => {
  const average = mean(values);
  return values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1 || 1);
};
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

/** B's mean minus A's, and its 95% interval (normal approximation of the two sides' means). */
function difference(a, b) {
  const delta = mean(b) - mean(a);
  const margin = 1.96 * Math.sqrt(variance(a) / a.length + variance(b) / b.length);
  return `${delta >= 0 ? '+' : ''}${ms(delta)} (95%: ${ms(delta - margin)} to ${ms(delta + margin)})`;
}

function report(options, runs) {
  const sides = ['A', 'B'].map((side) => ({ side, runs: runs.filter((run) => run.side === side) }));
  const figure = (side, key) =>
    side.runs.map((run) => run[key]).filter((value) => value !== undefined);
  const [a, b] = sides;
  return [
    `# Lighthouse, paired: ${options.page}${options.visitor ? ' (new visitor)' : ' (signed in)'}`,
    '',
    `A: this checkout's build (apps/web/dist); B: ${options.other}. ${options.rounds} rounds, ` +
      'each A B or B A in turn, measured ' +
      `${new Date().toISOString()} by \`npm run lighthouse:paired\`.`,
    '',
    '| side | runs | main-thread work, mean | median | of it, CPU, mean | median | benchmarkIndex, median | scores |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...sides.map(
      (side) =>
        `| ${side.side} | ${side.runs.length} | ${ms(mean(figure(side, 'mainThreadMs')))} | ` +
        `${ms(median(figure(side, 'mainThreadMs')))} | ${ms(mean(figure(side, 'mainThreadCpuMs')))} | ` +
        `${ms(median(figure(side, 'mainThreadCpuMs')))} | ${median(figure(side, 'benchmarkIndex'))} | ` +
        `${figure(side, 'score').join(', ')} |`,
    ),
    '',
    `B - A, main-thread work: ${difference(figure(a, 'mainThreadMs'), figure(b, 'mainThreadMs'))}`,
    `B - A, of it CPU: ${difference(figure(a, 'mainThreadCpuMs'), figure(b, 'mainThreadCpuMs'))}`,
    '',
  ].join('\n');
}

function measure(server, options, chromePort) {
  const url = `${server.baseUrl}${options.page}`;
  return options.visitor ? audit(url, chromePort) : auditSignedIn(url, chromePort);
}

/**
 * One round: both builds served and Chromium started afresh (a server's or the browser's state
 * left from earlier rounds otherwise favours one side for a whole run), a first uncounted load on
 * each, then one counted load each, in the round's order.
 */
async function round(options, index) {
  const servers = [];
  let chrome;
  try {
    servers.push({ side: 'A', ...(await startServer()) });
    servers.push({
      side: 'B',
      ...(await startServer({ host: '127.0.0.2', webDist: options.other })),
    });
    chrome = await launchChromium();
    if (!options.visitor) {
      for (const server of servers) {
        await signInBrowser(chrome.port, server.baseUrl, await registerHunter(server.baseUrl));
      }
    }
    const order = index % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) await measure(server, options, chrome.port);
    const runs = [];
    for (const server of order) {
      const run = await measure(server, options, chrome.port);
      runs.push({ side: server.side, ...run });
      console.log(
        `round ${index + 1} ${server.side}: main-thread ${ms(run.mainThreadMs)}, CPU ` +
          `${ms(run.mainThreadCpuMs)}, benchmarkIndex ${run.benchmarkIndex}, score ${run.score}`,
      );
    }
    return runs;
  } finally {
    await chrome?.kill();
    for (const server of servers) await server.stop();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  buildIfNeeded();
  const runs = [];
  for (let index = 0; index < options.rounds; index += 1)
    runs.push(...(await round(options, index)));
  const markdown = report(options, runs);
  const file = path.join(root, 'test-results', 'lighthouse-paired.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, markdown);
  console.log(`\n${markdown}\nWritten to ${path.relative(root, file)}`);
}

await main();
