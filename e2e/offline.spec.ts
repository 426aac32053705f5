/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { APP_MANIFEST, OFFLINE_MESSAGES } from '@marshlog/domain';
import { expect, test } from './fixtures';
import { createThroughApi, signInThroughApi } from './support/api-hunters';
import { readDeviceStore } from './support/device-storage';
import { newHunter } from './support/hunters';
import { snap } from './support/screens';
import { accountButton, registerHunter, signOut, signUp } from './support/session';

const layouts = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** Resolves once the service worker has installed the app and is active for this page's scope. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
}

/** The offline copy of the hunter's answers, as the app last wrote it. */
const offlineCopy = (page: Page) =>
  readDeviceStore(page, 'marshlog-offline', 'query-cache', 'hunter');

/** Waits until the offline copy of the query cache names the hunt (written a second after it came). */
async function waitForOfflineCopy(page: Page, text: string) {
  await expect
    .poll(async () => (await offlineCopy(page)).entry, { timeout: 15_000 })
    .toContain(text);
}

test.describe('the blind with no signal: the installed app opens and reads offline', () => {
  test('serves a web manifest with the icons phones ask for', async ({ request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const body = (await manifest.json()) as {
      name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(body).toMatchObject({
      name: APP_MANIFEST.name,
      display: 'standalone',
      start_url: APP_MANIFEST.startUrl,
      theme_color: APP_MANIFEST.themeColor,
    });
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        const icon = body.icons.find((entry) => entry.sizes === size && entry.purpose === purpose);
        expect(icon, `${purpose} icon ${size}`).toBeDefined();
        const file = await request.get(icon?.src ?? '');
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toBe('image/png');
      }
    }
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  for (const layout of layouts) {
    test(`reloads and navigates with the network off (${layout.name})`, async ({
      browser,
      request,
    }) => {
      // Two browsers' worth of work and a service worker install, on a shared, busy machine.
      test.setTimeout(180_000);
      const hunter = newHunter('Blind');
      await registerHunter(request, hunter);
      const apiHunter = await signInThroughApi(request, hunter);
      const notes = `Fog on the levee, ${layout.name}`;
      await createThroughApi(request, apiHunter, '/api/hunts/', {
        date_of_hunt: '2024-12-07',
        latitude: 39.31,
        longitude: -121.79,
        notes,
        birds: [{ species: 'mallard', sex: 'drake' }],
      });
      await createThroughApi(request, apiHunter, '/api/locations/', {
        name: `North pothole ${layout.name}`,
        latitude: 39.32,
        longitude: -121.8,
      });

      const context = await browser.newContext({ viewport: layout.viewport });
      const page = await context.newPage();
      await page.goto('/auth/signin');
      await page.getByLabel('Email', { exact: true }).fill(hunter.email);
      await page.getByLabel('Password', { exact: true }).fill(hunter.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(accountButton(page)).toBeVisible();
      await page.goto('/hunts');
      await expect(page.getByText(notes)).toBeVisible();
      await page.goto('/locations');
      await expect(page.getByText(`North pothole ${layout.name}`)).toBeVisible();
      // A hunter reads a screen for more than the few milliseconds its copy takes to be written.
      await waitForOfflineCopy(page, `North pothole ${layout.name}`);
      await page.goto('/hunts');
      await expect(page.getByText(notes)).toBeVisible();
      await waitForServiceWorker(page);
      await waitForOfflineCopy(page, notes);

      await context.setOffline(true);
      const reloadedAt = Date.now();
      await page.reload();
      await expect(page.getByText(notes)).toBeVisible();
      const shownAfterMs = Date.now() - reloadedAt;
      console.log(`offline cold reload to the hunt list: ${shownAfterMs} ms (${layout.name})`);
      const banner = page.getByRole('status').filter({ hasText: OFFLINE_MESSAGES.offlineBanner });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('What you see was last updated');
      await snap(page, `offline-hunts-${layout.name}`, { fullPage: true });

      // Another screen's code comes from the worker's cache, its spots from the device's copy.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/locations');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByText(`North pothole ${layout.name}`)).toBeVisible();
      await snap(page, `offline-locations-${layout.name}`, { fullPage: true });

      await context.setOffline(false);
      await expect(banner).toBeHidden();
      await context.close();
    });
  }

  test('keeps nothing on the device after signing out', async ({ page }) => {
    const hunter = newHunter('Shared');
    await page.setViewportSize({ width: 375, height: 812 });
    await signUp(page, hunter);
    await page.goto('/hunts');
    await waitForOfflineCopy(page, hunter.email);
    await signOut(page);
    await expect.poll(async () => (await offlineCopy(page)).count).toBe(0);
  });
});
