/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { OUTBOX_MESSAGES, SIGN_OUT_MESSAGES } from '@marshlog/domain';
import { expect, test } from './fixtures';
import { signInThroughApi } from './support/api-hunters';
import { readDeviceStore } from './support/device-storage';
import { newHunter } from './support/hunters';
import { snap } from './support/screens';
import { accountButton, fillSignIn, isPhone, registerHunter } from './support/session';
import { phoneReadyForNoSignal } from './support/phone-in-the-blind';

/** What this device keeps of a hunter, read in the page from IndexedDB and Cache Storage. */
async function keptOnDevice(page: Page) {
  const count = async (database: string, store: string, key?: string) =>
    (await readDeviceStore(page, database, store, key)).count;
  const areaCaches = await page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('marshlog-offline-area-')),
  );
  return {
    outbox: await count('marshlog-outbox', 'items'),
    offlineCopy: await count('marshlog-offline', 'query-cache', 'hunter'),
    areas: await count('marshlog-offline-map', 'areas'),
    areaCaches: areaCaches.length,
  };
}

/**
 * An area of the map saved for offline, kept as the map's dialog keeps one (its entry and its
 * tiles' cache): offline-map.spec.ts saves one through the map itself.
 */
function keepSavedArea(page: Page, name: string) {
  return page.evaluate(async (areaName) => {
    const cache = await caches.open('marshlog-offline-area-levee');
    await cache.put('https://basemap.nationalmap.gov/tile/12/1/1', new Response('tile'));
    await new Promise<void>((resolve, reject) => {
      const opened = indexedDB.open('marshlog-offline-map', 1);
      opened.onupgradeneeded = () => opened.result.createObjectStore('areas', { keyPath: 'id' });
      opened.onerror = () => reject(opened.error);
      opened.onsuccess = () => {
        const database = opened.result;
        const put = database
          .transaction('areas', 'readwrite')
          .objectStore('areas')
          .put({
            id: 'levee',
            name: areaName,
            bounds: [-121.8, 39.3, -121.7, 39.4],
            minZoom: 12,
            maxZoom: 12,
            tiles: 1,
            bytes: 4,
            savedAt: new Date().toISOString(),
          });
        put.onsuccess = () => {
          database.close();
          resolve();
        };
        put.onerror = () => reject(put.error);
      };
    });
  }, name);
}

/** Sign out from the Menu (phone) or the account menu (desktop), as a hunter does. */
async function startSignOut(page: Page) {
  await accountButton(page).click();
  const menu = isPhone(page) ? page.getByRole('dialog', { name: 'Menu' }) : page.locator('header');
  await menu.getByRole('button', { name: 'Sign out' }).click();
}

test('signing out with a hunt not synced asks first, then leaves nothing of the hunter on the device (phone)', async ({
  browser,
  request,
}) => {
  // A service worker install and a hunt logged offline, on a shared, busy machine.
  test.setTimeout(150_000);
  const hunter = newHunter('Leaving');
  await registerHunter(request, hunter);
  const notes = `Logged in the blind ${hunter.username}`;

  const { context, page } = await phoneReadyForNoSignal(browser, hunter, '/hunts');
  await expect(page.getByRole('link', { name: 'Log a hunt' })).toBeVisible();
  await keepSavedArea(page, 'Levee blind');
  await expect.poll(() => keptOnDevice(page)).toMatchObject({ offlineCopy: 1, areas: 1 });

  // No signal: a hunt waits on the device, and the hunter tries to sign out.
  await context.setOffline(true);
  await page.goto('/hunts/create');
  await page.getByLabel('Latitude').fill('39.3173');
  await page.getByLabel('Longitude').fill('-121.7955');
  await page.getByLabel(/^Notes/).fill(notes);
  await page.getByRole('button', { name: 'Save hunt' }).click();
  await expect(page).toHaveURL(/\/hunts$/);
  const waiting = page
    .getByRole('region', { name: OUTBOX_MESSAGES.listTitle })
    .getByRole('listitem');
  await expect(waiting).toHaveCount(1);

  await startSignOut(page);
  const warning = page.getByRole('dialog', { name: SIGN_OUT_MESSAGES.unsyncedTitle });
  await expect(warning).toContainText('1 item made on this device has not reached the server');
  await snap(page, 'sign-out-unsynced-phone');
  // Staying keeps everything: the hunter can sync first.
  await warning.getByRole('button', { name: SIGN_OUT_MESSAGES.stay }).click();
  await expect(warning).toBeHidden();
  await expect(waiting).toHaveCount(1);
  await expect(page).toHaveURL(/\/hunts$/);

  // Asked again on a wide screen (the account menu), and this time the hunter lets it go.
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSignOut(page);
  await expect(warning).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await startSignOut(page);
  await expect(warning).toBeVisible();
  await snap(page, 'sign-out-unsynced-desktop');
  await warning.getByRole('button', { name: SIGN_OUT_MESSAGES.signOutAnyway }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await expect
    .poll(() => keptOnDevice(page))
    .toEqual({ outbox: 0, offlineCopy: 0, areas: 0, areaCaches: 0 });

  // Back online and signed in again: nothing was sent, and nothing waits.
  await context.setOffline(false);
  await fillSignIn(page, hunter);
  await expect(accountButton(page)).toBeVisible();
  await page.goto('/hunts');
  await expect(page.getByRole('link', { name: 'Log a hunt' })).toBeVisible();
  await expect(page.getByRole('region', { name: OUTBOX_MESSAGES.listTitle })).toBeHidden();
  const apiHunter = await signInThroughApi(request, hunter);
  const mine = await request.get('/api/hunts/', {
    params: { scope: 'mine', search: notes },
    headers: { Authorization: `Bearer ${apiHunter.token}` },
  });
  expect(((await mine.json()) as { count: number }).count).toBe(0);
  await context.close();
});
