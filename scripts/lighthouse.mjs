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
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startFloorServer } from './lighthouse-floor.mjs';
import { startStackServer } from './lighthouse-stack.mjs';
import { mainThreadCpuMs } from './lighthouse-trace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const REFRESH_COOKIE = 'marshlog_refresh';
const IDENTITY_STORAGE_KEY = 'marshlog.session-identity';
const TARGET_SCORE = 95;
/** Each page is measured this many times and the run with the median score reported. */
const RUNS = 3;
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
let reportCount = 0;
const record = process.argv.includes('--record');
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;

function buildIfNeeded() {
  const built = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].every((file) =>
    fs.existsSync(path.join(root, file)),
  );
  if (built) return;
  console.log('== no build found: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marshlog-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not answer /api/health/ within three minutes');
}

/** A new hunter with a few hunts, so /hunts shows a list; returns the refresh cookie and identity. */
async function registerHunter(baseUrl) {
  const account = {
    email: 'lighthouse@marsh.test',
    password: 'decoys-at-dawn',
    name: 'Lighthouse Hunter',
    username: 'lighthouse',
  };
  const response = await fetch(`${baseUrl}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const { jwt_token: token } = await response.json();
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith(`${REFRESH_COOKIE}=`));
  if (!cookie) throw new Error('register set no refresh cookie');
  for (let day = 1; day <= 8; day += 1) {
    const hunt = await fetch(`${baseUrl}/api/hunts/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        date_of_hunt: `2025-11-${String(day).padStart(2, '0')}`,
        latitude: 38.9 + day / 100,
        longitude: -76.1 - day / 100,
        notes: `Morning flight on the marsh, day ${day}.`,
        birds: [{ species: 'mallard', gender: 'drake', quantity: 2 }],
      }),
    });
    if (hunt.status !== 201) throw new Error(`creating a hunt answered ${hunt.status}`);
  }
  return {
    cookieValue: cookie.slice(REFRESH_COOKIE.length + 1),
    identity: { email: account.email, name: account.name, provider: 'credentials' },
  };
}

/**
 * Signs the browser in as a returning hunter would be: the refresh cookie, and the identity the
 * app keeps in localStorage, set on a plain-text page so no app file is cached beforehand.
 */
async function signInBrowser(chromePort, baseUrl, { cookieValue, identity }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    await browser.setCookie({
      name: REFRESH_COOKIE,
      value: cookieValue,
      domain: '127.0.0.1',
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Lax',
    });
    await page.evaluate(
      (key, value) => localStorage.setItem(key, value),
      IDENTITY_STORAGE_KEY,
      JSON.stringify(identity),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * A first load: nothing of the app in the HTTP cache, and no service worker or its caches (an
 * earlier audit may have filled them).
 */
async function clearHttpCache(chromePort, baseUrl) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    // The service worker and its caches would serve the app without the network: not a first load.
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await session.detach();
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

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

/**
 * Lighthouse's own waits end (a page load gives up after 45 s), but once in a while a run on this
 * Chromium never returns, the browser idle on about:blank: the whole call then ends with this
 * error instead of hanging, its browser and server stopped.
 */
const AUDIT_TIMEOUT_MS = 5 * 60_000;

/** A run that never returned: the browser is not asked again. */
class AuditHung extends Error {}

function withinTimeout(promise, url) {
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => {
      const minutes = AUDIT_TIMEOUT_MS / 60_000;
      reject(new AuditHung(`Lighthouse did not finish ${url} in ${minutes} minutes; run it again`));
    }, AUDIT_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One Lighthouse run; a run whose trace failed to record (it happens) is tried again. */
async function audit(url, chromePort, options = {}, attempts = 3) {
  try {
    return await auditOnce(url, chromePort, options);
  } catch (error) {
    if (attempts <= 1 || error instanceof AuditHung) throw error;
    console.warn(`${error.message}; trying again`);
    return audit(url, chromePort, options, attempts - 1);
  }
}

async function auditOnce(url, chromePort, options) {
  const run = lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    ...options,
  });
  const result = await withinTimeout(run, url);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (reportsDir) {
    reportCount += 1;
    const name = `${String(reportCount).padStart(2, '0')}${new URL(url).pathname.replace(/\//g, '-')}.json`;
    fs.mkdirSync(reportsDir, { recursive: true });
    fs.writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
    fs.writeFileSync(
      path.join(reportsDir, name.replace(/\.json$/, '.trace.json')),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  const metric = (id) => (lhr.audits[id]?.displayValue ?? 'n/a').replace(/\u00a0/g, ' ');
  const groups = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
    label: item.groupLabel ?? item.group,
    ms: item.duration,
  }));
  // Which file the work is attributed to: the HTML document itself, each script, or none.
  const files = (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => ({
    file: item.url.startsWith('http') ? new URL(item.url).pathname : item.url,
    ms: item.total,
    scriptMs: item.scripting,
  }));
  const mainThreadMs = lhr.audits['mainthread-work-breakdown']?.numericValue;
  const cpuMs = mainThreadCpuMs(result.artifacts.Trace, lhr.finalDisplayedUrl);
  const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  return {
    url: new URL(lhr.finalDisplayedUrl).pathname,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    mainThread: mainThreadMs === undefined ? 'n/a' : `${(mainThreadMs / 1000).toFixed(1)} s`,
    // The same tasks' CPU time, at the same slowdown: what the page cost, without the waiting.
    mainThreadCpu: cpuMs === null ? 'n/a' : `${((cpuMs * slowdown) / 1000).toFixed(1)} s`,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    groups,
    files,
  };
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
  if (!fs.existsSync(chromePath)) {
    throw new Error(`Chromium was not found at ${chromePath}; install it or set CHROMIUM_PATH.`);
  }
  buildIfNeeded();
  const loadAtStart = loadAverage();
  const { baseUrl, stop } = await startServer();
  let chrome;
  try {
    const hunter = await registerHunter(baseUrl);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) =>
      r.json(),
    );
    const signIn = await median(() => audit(`${baseUrl}/auth/signin`, chrome.port));
    // Signed in once: each visit rotates the refresh cookie, which the browser then keeps.
    await signInBrowser(chrome.port, baseUrl, hunter);
    const hunts = await median(async () => {
      await clearHttpCache(chrome.port, baseUrl);
      // Storage stays (it holds the sign-in); the HTTP cache is empty.
      const run = await audit(`${baseUrl}/hunts`, chrome.port, { disableStorageReset: true });
      if (run.url !== '/hunts') throw new Error(`/hunts ended on ${run.url}: not signed in`);
      return run;
    });
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
