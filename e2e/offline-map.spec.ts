/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  MAP_BASE,
  OFFLINE_AREA_MESSAGES,
  offlineAreaSaved,
  tileRangeOf,
  tileUrl,
  type TileAddress,
} from '@marshlog/domain';
import { expect, test } from './fixtures';
import { createThroughApi, signInThroughApi } from './support/api-hunters';
import { newHunter } from './support/hunters';
import { expectItems, fakeBaseMap, waitForMap } from './support/map-page';
import { snap } from './support/screens';
import { fillSignIn, registerHunter } from './support/session';

// A marsh no other journey logs at: public hunts of other journeys nearby would cluster with this one.
const CENTRE = { latitude: 41.97, longitude: -121.41 };
/** An imagery tile no map draws by accident: solid magenta, so the canvas shows where it came from. */
const MAGENTA = { r: 255, g: 0, b: 255 };
const magentaTile = () =>
  sharp({ create: { width: 256, height: 256, channels: 3, background: MAGENTA } })
    .png()
    .toBuffer();

/** The share of the map canvas's pixels that are the magenta imagery. */
async function magentaShare(page: Page): Promise<number> {
  const shot = await page.getByTestId('map-canvas').locator('canvas').screenshot();
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let magenta = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    const [r, g, b] = [data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0];
    if (r > 230 && g < 40 && b > 230) magenta += 1;
  }
  return magenta / (info.width * info.height);
}

/** The number of tiles kept by the saved areas, read from Cache Storage in the page. */
function tilesInAreaCaches(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let total = 0;
    for (const name of await caches.keys()) {
      if (!name.startsWith('marshlog-offline-area-')) continue;
      total += (await (await caches.open(name)).keys()).length;
    }
    return total;
  });
}

/** Fetches an address from the page; its status, or the error's name when nothing answered. */
function fetchInPage(page: Page, url: string): Promise<{ status: number; type: string } | string> {
  return page.evaluate(async (address) => {
    try {
      const response = await fetch(address);
      return { status: response.status, type: response.headers.get('Content-Type') ?? '' };
    } catch (error) {
      return error instanceof Error ? error.name : String(error);
    }
  }, url);
}

test("a saved offline area draws its tiles, the hunter's items and the GPS dot with the network off (phone)", async ({
  browser,
  request,
  extraHTTPHeaders,
}, testInfo) => {
  // A service worker install, a download and an offline reload, on a shared, busy machine.
  test.setTimeout(180_000);
  const hunter = newHunter('Offmap');
  await registerHunter(request, hunter);
  const apiHunter = await signInThroughApi(request, hunter);
  const hunt = await createThroughApi(request, apiHunter, '/api/hunts/', {
    date_of_hunt: '2024-12-07',
    latitude: CENTRE.latitude,
    longitude: CENTRE.longitude,
    notes: 'Teal at first light',
    birds: [{ species: 'mallard', sex: 'drake' }],
  });

  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders,
    geolocation: { latitude: CENTRE.latitude + 0.005, longitude: CENTRE.longitude },
    permissions: ['geolocation'],
  });
  const refused = await fakeBaseMap(context);
  // Registered after fakeBaseMap, so it answers the imagery first, counting what reaches the network.
  const imageryRequests: string[] = [];
  const tile = await magentaTile();
  // Chromium's offline switch does not stop a service worker's requests from reaching a route, so
  // the stand-in network goes down with it.
  let signal = true;
  let slowTiles = false;
  await context.route(/^https:\/\/basemap\.nationalmap\.gov\//, async (route) => {
    imageryRequests.push(route.request().url());
    if (!signal) return route.abort('internetdisconnected');
    if (slowTiles) await new Promise((resolve) => setTimeout(resolve, 300));
    return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });

  const page = await context.newPage();
  await page.goto('/auth/signin');
  await fillSignIn(page, hunter);
  await expect(page).toHaveURL(/\/map/);
  const mapAddress = `/map?lat=${CENTRE.latitude}&lng=${CENTRE.longitude}&zoom=12`;
  await page.goto(mapAddress);
  await waitForMap(page);
  await expectItems(page, [`hunt-${hunt.id}`]);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);

  // The phone's Map tools sheet offers the download; the dialog estimates before fetching a tile.
  await page.getByRole('button', { name: 'Map tools' }).click();
  await page
    .getByRole('region', { name: 'Map tools' })
    .getByRole('button', { name: OFFLINE_AREA_MESSAGES.saveArea })
    .click();
  const dialog = page.getByRole('dialog', { name: OFFLINE_AREA_MESSAGES.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(OFFLINE_AREA_MESSAGES.noAreas)).toBeVisible();
  await expect(dialog.getByText('Saved areas use 0 MB of 250 MB')).toBeVisible();
  await dialog.getByLabel(OFFLINE_AREA_MESSAGES.fromZoom).selectOption('12');
  await dialog.getByLabel(OFFLINE_AREA_MESSAGES.toZoom).selectOption('16');
  // Five zoom levels of the whole screen would fit, but the deepest ones grow fourfold each.
  const wide = (await dialog.getByTestId('offline-area-estimate').textContent()) ?? '';
  await dialog.getByLabel(OFFLINE_AREA_MESSAGES.toZoom).selectOption('13');
  const estimate = (await dialog.getByTestId('offline-area-estimate').textContent()) ?? '';
  const tiles = Number(
    /^([\d,]+) tiles, about [\d.]+ [KM]B$/.exec(estimate)?.[1]?.replace(/,/g, ''),
  );
  expect(tiles).toBeGreaterThan(4);
  expect(Number(/^([\d,]+) tiles/.exec(wide)?.[1]?.replace(/,/g, ''))).toBeGreaterThan(tiles * 10);
  await snap(page, 'offline-map-estimate-375');

  await dialog.getByLabel(OFFLINE_AREA_MESSAGES.areaName).fill('Levee blind');
  await dialog.getByRole('button', { name: OFFLINE_AREA_MESSAGES.save }).click();
  await expect(dialog.getByRole('status')).toHaveText(offlineAreaSaved('Levee blind'));
  const saved = dialog.getByRole('listitem').filter({ hasText: 'Levee blind' });
  await expect(saved).toContainText('Zoom 12-13');
  await expect(saved).toContainText(`${tiles} tiles`);
  expect(await tilesInAreaCaches(page)).toBe(tiles);
  await snap(page, 'offline-map-saved-375');

  // A bigger area: the progress bar shows while it downloads, and a cancel keeps nothing of it.
  slowTiles = true;
  await dialog.getByLabel(OFFLINE_AREA_MESSAGES.areaName).fill('Whole marsh');
  await dialog.getByLabel(OFFLINE_AREA_MESSAGES.toZoom).selectOption('15');
  await dialog.getByRole('button', { name: OFFLINE_AREA_MESSAGES.save }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByText(/^Downloading tile [1-9]\d* of [\d,]+$/)).toBeVisible();
  await snap(page, 'offline-map-progress-375');
  await dialog.getByRole('button', { name: OFFLINE_AREA_MESSAGES.cancelDownload }).click();
  await expect(dialog.getByText(OFFLINE_AREA_MESSAGES.cancelled)).toBeVisible();
  slowTiles = false;
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  expect(await tilesInAreaCaches(page)).toBe(tiles);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // No signal: the reloaded map draws the saved tiles from the device, not the network.
  await context.setOffline(true);
  signal = false;
  const beforeReload = imageryRequests.length;
  await page.reload();
  await waitForMap(page);
  await expectItems(page, [`hunt-${hunt.id}`]);
  // Most of the canvas: the offline banner, the controls and the legend cover the rest.
  await expect.poll(() => magentaShare(page), { timeout: 20_000 }).toBeGreaterThan(0.45);
  expect(imageryRequests.length).toBe(beforeReload);
  await expect(page.getByText(MAP_BASE.imageryCredit, { exact: false }).first()).toBeAttached();

  // A saved tile asked for in the page comes from the cache; one outside the area does not exist.
  const inside = tileUrl(MAP_BASE.imageryTiles, await tileAtCentre(page));
  expect(await fetchInPage(page, inside)).toEqual({ status: 200, type: 'image/png' });
  expect(imageryRequests.length).toBe(beforeReload);
  const outside = tileUrl(MAP_BASE.imageryTiles, { z: 3, x: 1, y: 3 });
  expect(await fetchInPage(page, outside)).toBe('TypeError');
  expect(imageryRequests.slice(beforeReload)).toEqual([outside]);

  // The device's position still shows: the GPS dot needs no network.
  await page.getByRole('button', { name: 'Find my location' }).click();
  await expect(page.locator('.maplibregl-user-location-dot')).toBeVisible();
  await snap(page, 'offline-map-offline-375');

  // Online again. The hunter's session ends without a sign-out and another hunter signs in on
  // this phone: the area is not theirs to list or count, and the worker does not draw it for them.
  await context.setOffline(false);
  signal = true;
  const openAreas = async () => {
    await page.getByRole('button', { name: 'Map tools' }).click();
    await page
      .getByRole('region', { name: 'Map tools' })
      .getByRole('button', { name: OFFLINE_AREA_MESSAGES.saveArea })
      .click();
  };
  const signInHere = async (who: typeof hunter) => {
    // Off the app first: a token refresh it had in flight (going online starts one) would set
    // the refresh cookie again after the clearing, and the sign-in page would open the map.
    await page.goto('about:blank');
    await context.clearCookies();
    await page.goto('/auth/signin');
    await fillSignIn(page, who);
    await expect(page).toHaveURL(/\/map/);
    await page.goto(mapAddress);
    await waitForMap(page);
  };
  const other = newHunter('Offmap');
  await registerHunter(request, other);
  await signInHere(other);
  await openAreas();
  await expect(dialog.getByText(OFFLINE_AREA_MESSAGES.noAreas)).toBeVisible();
  await expect(dialog.getByText('Saved areas use 0 MB of 250 MB')).toBeVisible();
  expect(await tilesInAreaCaches(page)).toBe(tiles);
  const beforeOther = imageryRequests.length;
  expect(await fetchInPage(page, inside)).toEqual({ status: 200, type: 'image/png' });
  expect(imageryRequests.slice(beforeOther)).toContain(inside);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Back on the phone, the hunter finds the area; deleting it removes its tiles from the device.
  await signInHere(hunter);
  await openAreas();
  await dialog.getByRole('button', { name: `${OFFLINE_AREA_MESSAGES.delete} Levee blind` }).click();
  await expect(dialog.getByText(OFFLINE_AREA_MESSAGES.noAreas)).toBeVisible();
  expect(await tilesInAreaCaches(page)).toBe(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // On a wide screen the button sits in the toolbar, beside the time range.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: OFFLINE_AREA_MESSAGES.saveArea }).click();
  await expect(dialog.getByText(OFFLINE_AREA_MESSAGES.noAreas)).toBeVisible();
  await snap(page, 'offline-map-dialog-1280');
  expect(refused).toEqual([]);
  await context.close();
});

/** The zoom-12 tile under the middle of the map. */
async function tileAtCentre(page: Page): Promise<TileAddress> {
  const centre = await page.evaluate(() => {
    const map = (
      globalThis as unknown as { __marshlogMap?: { getCenter(): { lng: number; lat: number } } }
    ).__marshlogMap;
    return map?.getCenter() ?? null;
  });
  if (!centre) throw new Error('The map is not exposed to the test');
  const { z, minX, minY } = tileRangeOf([centre.lng, centre.lat, centre.lng, centre.lat], 12);
  return { z, x: minX, y: minY };
}
