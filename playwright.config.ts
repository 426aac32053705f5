import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { fakeWeatherPort } from './e2e/support/weather-provider';

/**
 * End-to-end journeys in Debian's Chromium against the built app, started the way a user starts
 * it (`node apps/server/dist/main.js`) on its own port with a fresh, empty data directory.
 * `npm run test:e2e` builds first.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. The end-to-end tests drive Debian's Chromium: ` +
      'install it with `sudo apt-get install chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
}

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * A fresh database for every run, removed before the server starts. One directory per port, outside
 * test-results (which Playwright empties at start), so runs on different ports never share one.
 */
const dataDir = path.resolve(`.data-e2e-${port}`);

export default defineConfig({
  testDir: 'e2e',
  // Starts the local weather provider the server is pointed at (WEATHER_BASE_URL below).
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A failed journey runs once more, traced, and still fails the run (failOnFlakyTests): a pass on
  // the retry is reported as flaky, never as a pass. Tracing every first attempt cost about a
  // fifth of the suite's time, and its slowness hid a race (a quick Escape losing a report draft).
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf "${dataDir}" && node apps/server/dist/main.js`,
    url: `${baseURL}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // One proxy hop: the fixture plays that proxy, giving each test its own client address
      // (see e2e/fixtures.ts).
      TRUST_PROXY: '1',
      // Weather from a local Open-Meteo stand-in, never the internet (e2e/support/weather-provider.ts).
      WEATHER_BASE_URL: `http://127.0.0.1:${fakeWeatherPort()}`,
    },
  },
});
