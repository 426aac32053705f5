// Lighthouse, mobile form factor and default (simulated) throttling, against the built app as a
// user starts it, in Debian's Chromium: the sign-in page as a new visitor, and /hunts signed in.
// Builds first when there is no build. Prints each page's performance score, FCP, LCP, TBT, CLS
// and main-thread work beside the machine's benchmarkIndex (Lighthouse's CPU figure) and the
// machine's two floors, measured in the same run (the benchmarkIndex alone does not make two
// machines' figures comparable): the app's HTML with no script, and that HTML with a bare page on
// the stack DESIGN.md fixes, the least any screen of the app can read here; and whether Chromium
// finds the app installable. A normal run writes only test-results/lighthouse.md (untracked);
// `--record` also rewrites the committed lighthouse/latest.md.
//   npm run lighthouse            (CHROMIUM_PATH to use another Chromium)
//   npm run lighthouse -- --record
//   LIGHTHOUSE_REPORTS=dir npm run lighthouse   also keeps every run's full report (JSON) and its
//                                               trace (.trace.json, for Chromium's Performance panel) in dir
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import puppeteer from 'puppeteer-core';
import { startFloorServer } from './lighthouse-floor.mjs';
import { startStackServer } from './lighthouse-stack.mjs';
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

const TARGET_SCORE = 95;
/** Each page is measured this many times and the run with the median score reported. */
const RUNS = 3;
const record = process.argv.includes('--record');
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;

/**
 * Lighthouse 12 dropped its installability audits; Chromium still answers the same question.
 * Opens /hunts signed in, waits for the service worker, and reports what Chromium says is missing.
 */
async function installabilityOf(chromePort, baseUrl) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/hunts`, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const session = await page.createCDPSession();
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    await session.detach();
    await page.close();
    return installabilityErrors.length === 0
      ? 'yes, no errors'
      : `no: ${installabilityErrors.map((error) => error.errorId).join(', ')}`;
  } finally {
    await browser.disconnect();
  }
}

/** The run with the median score of RUNS, and every score. */
async function median(measure) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure());
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(RUNS / 2)], scores: runs.map((run) => run.score) };
}

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

/** Where a page's main-thread work went in its reported run, by kind of work and by file. */
function workOf(row) {
  const pagePath = row.url;
  const file = (entry) =>
    entry.file === pagePath ? `${entry.file} (the HTML document)` : entry.file;
  return [
    `- ${row.page}, by kind: ${row.groups.map((group) => `${group.label} ${ms(group.ms)}`).join(', ')}`,
    `- ${row.page}, by file (total, of which script): ${row.files
      .slice(0, 5)
      .map((entry) => `${file(entry)} ${ms(entry.ms)} (${ms(entry.scriptMs)})`)
      .join(', ')}`,
  ];
}

/** The machine's 1-minute load average: simulated throttling scales the CPU time it observes. */
const loadAverage = () => os.loadavg()[0].toFixed(1);

function report(rows, chromeVersion, loadAtStart, installability) {
  const lines = [
    '# Lighthouse, mobile',
    '',
    `Lighthouse ${lighthouseVersion} (mobile form factor, default simulated throttling) against ` +
      `the built app in ${chromeVersion}, measured ${new Date().toISOString()} by ` +
      `\`npm run lighthouse\`: the run with the median score of ${RUNS} per page (all scores in brackets).`,
    '',
    `Load average ${loadAtStart} at the start and ${loadAverage()} at the end, on ${os.cpus().length} cores ` +
      '(Total Blocking Time grows with the load of the machine).',
    '',
    '| page | performance | benchmarkIndex | main-thread work | of it, CPU | FCP | LCP | TBT | CLS | Speed Index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.score} (${row.scores.join(', ')}) | ${row.benchmarkIndex} | ${row.mainThread} | ${row.mainThreadCpu} | ${row.fcp} | ${row.lcp} | ${row.tbt} | ${row.cls} | ${row.si} |`,
    ),
    '',
    "Main-thread work is Lighthouse's: the wall time of the page's main-thread tasks. Of it, CPU " +
      'is the thread time of the same tasks at the same slowdown (from the trace): the rest is the ' +
      'thread waiting for a core, which on a small machine varies from run to run.',
    '',
    "Where the main-thread work went (Lighthouse's mainthread-work-breakdown and bootup-time, the " +
      'reported run of each page, at the 4x CPU slowdown):',
    '',
    ...rows.flatMap(workOf),
    '',
    `Installable (Chromium's own check, Page.getInstallabilityErrors): ${installability}`,
    '',
  ];
  return lines.join('\n');
}

const FLOOR_PAGE = "the floor: /hunts' HTML with no script";
const STACK_PAGE =
  'the stack: that HTML and a bare page on React, React Router, TanStack Query and zod';

/** The median run of a floor server's /hunts (lighthouse-floor.mjs, lighthouse-stack.mjs). */
async function measureFloor(chromePort, startFloor) {
  const floor = await startFloor(path.join(root, 'apps/web/dist/index.html'));
  try {
    return await median(() => audit(`${floor.baseUrl}/hunts`, chromePort));
  } finally {
    await floor.stop();
  }
}

async function main() {
  buildIfNeeded();
  const loadAtStart = loadAverage();
  const { baseUrl, stop } = await startServer();
  let chrome;
  try {
    const hunter = await registerHunter(baseUrl);
    chrome = await launchChromium();
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) =>
      r.json(),
    );
    const signIn = await median(() => audit(`${baseUrl}/auth/signin`, chrome.port));
    // Signed in once: each visit rotates the refresh cookie, which the browser then keeps.
    await signInBrowser(chrome.port, baseUrl, hunter);
    const hunts = await median(() => auditSignedIn(`${baseUrl}/hunts`, chrome.port));
    const floors = [
      { page: FLOOR_PAGE, ...(await measureFloor(chrome.port, startFloorServer)) },
      { page: STACK_PAGE, ...(await measureFloor(chrome.port, startStackServer)) },
    ];
    const rows = [
      { page: '/auth/signin (new visitor)', ...signIn },
      { page: '/hunts (signed in)', ...hunts },
    ];
    const installability = await installabilityOf(chrome.port, baseUrl);
    const markdown = report([...rows, ...floors], version.Browser, loadAtStart, installability);
    const written = [path.join('test-results', 'lighthouse.md')];
    if (record) written.push(path.join('lighthouse', 'latest.md'));
    for (const file of written) {
      fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), markdown);
    }
    console.log(`\n${markdown}\nWritten to ${written.join(' and ')}`);
    const low = rows.filter((row) => row.score < TARGET_SCORE);
    if (low.length > 0) {
      console.error(`Below ${TARGET_SCORE}: ${low.map((row) => row.page).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await chrome?.kill();
    await stop();
  }
}

await main();
