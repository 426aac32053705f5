// What `npm run lighthouse` and its paired comparison share: the built server started as a user
// starts it (optionally on another loopback address, or with another build of the web app), a
// hunter with a few hunts signed in to Debian's Chromium, a first load's empty caches, and one
// Lighthouse run (mobile, simulated throttling) read into the figures both report.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { mainThreadCpuMs } from './lighthouse-trace.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
/** Debian's Chromium (or CHROMIUM_PATH's), headless, for Lighthouse to drive. */
export function launchChromium() {
  if (!fs.existsSync(chromePath)) {
    throw new Error(`Chromium was not found at ${chromePath}; install it or set CHROMIUM_PATH.`);
  }
  return chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
}

const REFRESH_COOKIE = 'marshlog_refresh';
const IDENTITY_STORAGE_KEY = 'marshlog.session-identity';
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
let reportCount = 0;

export function buildIfNeeded() {
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

export async function startServer({ host = '127.0.0.1', webDist } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marshlog-lighthouse-'));
  const baseUrl = `http://${host}:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      ...(webDist ? { WEB_DIST: path.resolve(webDist) } : {}),
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
export async function registerHunter(baseUrl) {
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
export async function signInBrowser(chromePort, baseUrl, { cookieValue, identity }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    await browser.setCookie({
      name: REFRESH_COOKIE,
      value: cookieValue,
      domain: new URL(baseUrl).hostname,
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
export async function audit(url, chromePort, options = {}, attempts = 3) {
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
    mainThreadMs,
    mainThreadCpuMs: cpuMs === null ? undefined : cpuMs * slowdown,
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

/**
 * A signed-in hunter's first load of `url`: storage stays (it holds the sign-in), the HTTP cache,
 * the service worker and its caches are emptied.
 */
export async function auditSignedIn(url, chromePort) {
  await clearHttpCache(chromePort, new URL(url).origin);
  const run = await audit(url, chromePort, { disableStorageReset: true });
  const { pathname } = new URL(url);
  if (run.url !== pathname) throw new Error(`${pathname} ended on ${run.url}: not signed in`);
  return run;
}
