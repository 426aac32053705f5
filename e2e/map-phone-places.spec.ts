import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { createThroughApi, signInThroughApi, type ApiHunter } from './support/api-hunters';
import { newHunter, type TestHunter } from './support/hunters';
import { fakeBaseMap, waitForMap } from './support/map-page';
import { snap } from './support/screens';
import { fillSignIn, registerHunter } from './support/session';

/**
 * Issue 29, items 8 and 9, at 375 px and 1280 px with every tile answered locally: the map fills
 * a phone's screen and panning never scrolls the page; the first view holds the hunter's own
 * items; a legend; a tapped marker's popup keeps its Details button clear; the Layer Manager and
 * a popup never overlap; a report placed by tapping the small map saves those coordinates; its
 * page shows the place with View on map and Directions.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
    ],
  },
});

// Chesapeake marshes of their own: other journeys' public items sit elsewhere.
const MARSH = { latitude: 38.42, longitude: -76.18 };

type Hunter = TestHunter & ApiHunter;

async function hunterWithItems(request: APIRequestContext, label: string): Promise<Hunter> {
  const hunter = newHunter(label);
  await registerHunter(request, hunter);
  const signed = { ...hunter, ...(await signInThroughApi(request, hunter)) };
  for (const [index, offset] of [0, 0.3].entries()) {
    await createThroughApi(request, signed, '/api/hunts/', {
      date_of_hunt: `2026-11-${10 + index}`,
      latitude: MARSH.latitude + offset,
      longitude: MARSH.longitude - offset,
      privacy_level: 'private',
      birds: [{ species: 'mallard', quantity: 2 }],
    });
  }
  await createThroughApi(request, signed, '/api/locations/', {
    name: 'Blackwater pond 3',
    latitude: MARSH.latitude - 0.2,
    longitude: MARSH.longitude + 0.25,
    privacy_level: 'friends',
  });
  return signed;
}

async function openAs(browser: Browser, testInfo: TestInfo, hunter: Hunter, width: number) {
  const phone = width < 768;
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width, height: phone ? 812 : 800 },
    hasTouch: phone,
    isMobile: phone,
    extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
  });
  const refused = await fakeBaseMap(context);
  const page = await context.newPage();
  await page.goto('/auth/signin');
  await fillSignIn(page, hunter);
  await expect(page).toHaveURL(/\/map/);
  await waitForMap(page);
  return { page, refused, close: () => context.close() };
}

interface MapView {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
  center: { lng: number; lat: number };
}
type TestMap = {
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
  getZoom(): number;
  getCenter(): { lng: number; lat: number };
  project(point: [number, number]): { x: number; y: number };
  unproject(point: [number, number]): { lng: number; lat: number };
  loaded(): boolean;
  isMoving(): boolean;
};
type TestWindow = { __marshlogMap?: TestMap; __marshlogPlaceMap?: TestMap };
/** The page's window as a test reads its size and scroll. */
type PageWindow = {
  document: { documentElement: { scrollHeight: number; scrollWidth: number } };
  innerHeight: number;
  innerWidth: number;
  scrollY: number;
};

function mapView(page: Page): Promise<MapView | null> {
  return page.evaluate(() => {
    const map = (globalThis as unknown as TestWindow).__marshlogMap;
    if (!map) return null;
    const bounds = map.getBounds();
    return {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
      zoom: map.getZoom(),
      center: map.getCenter(),
    };
  });
}

/** Where a place is on the page (the map canvas's offset added), for a tap or click. */
async function onPage(
  page: Page,
  which: '__marshlogMap' | '__marshlogPlaceMap',
  place: [number, number],
) {
  const canvas = page.getByTestId(which === '__marshlogMap' ? 'map-canvas' : 'place-map');
  // The map may still be easing (a fit, a zoom): where the place is once it has stopped.
  await expect
    .poll(() =>
      page.evaluate((name) => (globalThis as unknown as TestWindow)[name]?.isMoving(), which),
    )
    .toBe(false);
  const box = await canvas.boundingBox();
  const point = await page.evaluate(
    ([name, lngLat]) => (globalThis as unknown as TestWindow)[name]?.project(lngLat) ?? null,
    [which, place] as const,
  );
  if (!box || !point) throw new Error('the map is not on the page');
  return { x: box.x + point.x, y: box.y + point.y };
}

/** A touch drag across the map through the DevTools protocol, as a thumb pans. */
async function thumbPan(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number) => [
    { x: from.x + (by.x * step) / 10, y: from.y + (by.y * step) / 10, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const width of [375, 1280]) {
  test(`the map at ${width} px: fitted to the hunter's items, a legend, popups clear of tooltips and panels`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const hunter = await hunterWithItems(request, `Seam${width}`);
    const { page, refused, close } = await openAs(browser, testInfo, hunter, width);
    const phone = width < 768;

    // The first view holds the hunter's three items, closer in than the country at zoom 4.
    const view = await mapView(page);
    expect(view?.zoom ?? 0).toBeGreaterThan(6);
    for (const [lat, lng] of [
      [MARSH.latitude, MARSH.longitude],
      [MARSH.latitude + 0.3, MARSH.longitude - 0.3],
      [MARSH.latitude - 0.2, MARSH.longitude + 0.25],
    ] as const) {
      expect(
        view && lng > view.west && lng < view.east && lat > view.south && lat < view.north,
      ).toBe(true);
    }

    // A legend says what the colours mean (open at first on a wide screen, one tap on a phone).
    const legendButton = page.getByRole('button', { name: 'Legend' });
    await expect(legendButton).toBeVisible();
    if (phone) await legendButton.click();
    const legend = page.getByRole('group', { name: 'Legend' });
    for (const kind of ['Hunt', 'Location', 'Report']) {
      await expect(legend.getByText(kind, { exact: true })).toBeVisible();
    }
    await expect(legend.getByText('Groups of nearby items, by size')).toBeVisible();
    await snap(page, `seams-map-legend-${width}`);
    if (phone) await legendButton.click();

    if (phone) {
      // The page is exactly the screen: nothing to scroll, and a thumb's drag pans the map.
      const size = await page.evaluate(() => {
        const view = globalThis as unknown as PageWindow;
        return {
          scroll: view.document.documentElement.scrollHeight,
          inner: view.innerHeight,
          wide: view.document.documentElement.scrollWidth,
          innerWidth: view.innerWidth,
        };
      });
      expect(size.scroll).toBeLessThanOrEqual(size.inner);
      expect(size.wide).toBeLessThanOrEqual(size.innerWidth);
      const mapBox = await page.getByTestId('map-canvas').boundingBox();
      expect((mapBox?.y ?? 0) + (mapBox?.height ?? 0)).toBeLessThanOrEqual(812);
      expect(mapBox?.height ?? 0).toBeGreaterThan(500);
      const before = await mapView(page);
      await thumbPan(page, { x: 180, y: 500 }, { x: 0, y: -220 });
      await expect.poll(async () => (await mapView(page))?.center.lat).not.toBe(before?.center.lat);
      expect(await page.evaluate(() => (globalThis as unknown as PageWindow).scrollY)).toBe(0);

      // The tools sit in a compact bar's sheet.
      await page.getByRole('button', { name: 'Map tools' }).click();
      const sheet = page.getByRole('region', { name: 'Map tools' });
      for (const name of ['Select', 'Add hunt', 'Add report', 'Add location', 'Measure distance']) {
        await expect(sheet.getByRole('button', { name, exact: true })).toBeInViewport();
      }
      await expect(sheet.getByLabel('Time range')).toBeVisible();
      await snap(page, 'seams-map-tool-sheet-375');
      await sheet.getByRole('button', { name: 'Add hunt', exact: true }).click();
      await expect(sheet).toHaveCount(0);
      await expect(page.getByText('Click on the map to place a hunt marker')).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();
    }

    // Bring the lone location into view at zoom 12 and tap it: its popup's Details is clickable.
    const spot: [number, number] = [MARSH.longitude + 0.25, MARSH.latitude - 0.2];
    await page.evaluate((center) => {
      const map = (globalThis as unknown as { __marshlogMap: { jumpTo(o: object): void } })
        .__marshlogMap;
      map.jumpTo({ center, zoom: 12 });
    }, spot);
    await expect
      .poll(() =>
        page.evaluate(() => (globalThis as unknown as TestWindow).__marshlogMap?.loaded()),
      )
      .toBe(true);
    const marker = await onPage(page, '__marshlogMap', spot);
    if (phone) await page.touchscreen.tap(marker.x, marker.y);
    else {
      await page.mouse.move(marker.x, marker.y);
      await expect(page.getByRole('tooltip')).toBeVisible();
      await page.mouse.click(marker.x, marker.y);
    }
    const popup = page.locator('.maplibregl-popup');
    await expect(popup.getByText('Blackwater pond 3')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // Who sees it, in the words of every other badge.
    const seenBy = popup.getByRole('definition').filter({ has: page.getByText('Friends') });
    await expect(popup.getByRole('term').filter({ hasText: 'Seen by' })).toBeVisible();
    await expect(seenBy.getByText('Friends', { exact: true })).toBeVisible();
    await snap(page, `seams-map-popup-${width}`);

    // Opening the Layer Manager closes the popup: a panel never covers it.
    const layers = page.getByRole('button', { name: /^(Layers|Close layers)$/ });
    await layers.click();
    const manager = page.getByRole('region', { name: 'Layer Manager' });
    await expect(manager).toBeVisible();
    await expect(popup).toHaveCount(0);
    await snap(page, `seams-map-manager-${width}`);
    // And a marker picked while the manager is open closes the manager.
    const again = await onPage(page, '__marshlogMap', spot);
    if (phone) {
      await layers.click();
      await expect(manager).toHaveCount(0);
      await page.touchscreen.tap(again.x, again.y);
    } else {
      await page.mouse.click(again.x, again.y);
    }
    await expect(popup.getByText('Blackwater pond 3')).toBeVisible();
    await expect(manager).toHaveCount(0);
    await popup.getByRole('button', { name: 'Details' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await snap(page, `seams-map-details-${width}`);

    expect(refused).toEqual([]);
    await close();
  });

  test(`a report placed by tapping the small map at ${width} px saves those coordinates; its page links the map and directions`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const hunter = await hunterWithItems(request, `Place${width}`);
    const { page, refused, close } = await openAs(browser, testInfo, hunter, width);
    const phone = width < 768;

    await page.goto('/reports');
    await page.getByRole('button', { name: 'New report' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Create Report' });
    await expect(modal.getByText('Tap the map to place it, or drag the pin')).toBeVisible();
    const placeMap = modal.getByTestId('place-map');
    await placeMap.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          page.evaluate(
            () => (globalThis as unknown as TestWindow).__marshlogPlaceMap?.loaded() ?? false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    // It opens on the hunter's own items.
    const centre = await page.evaluate(() =>
      (globalThis as unknown as TestWindow).__marshlogPlaceMap?.getCenter(),
    );
    expect(Math.abs((centre?.lat ?? 0) - MARSH.latitude)).toBeLessThan(1);

    const box = await placeMap.boundingBox();
    if (!box) throw new Error('no picker map');
    const tap = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.6 };
    if (phone) await page.touchscreen.tap(tap.x, tap.y);
    else await page.mouse.click(tap.x, tap.y);
    const latitude = modal.getByLabel('Latitude');
    const longitude = modal.getByLabel('Longitude');
    await expect(latitude).not.toHaveValue('');
    // The typed boxes now hold the place under the tap (within a few pixels of it on the map).
    const typed: [number, number] = [
      Number(await longitude.inputValue()),
      Number(await latitude.inputValue()),
    ];
    const placed = await onPage(page, '__marshlogPlaceMap', typed);
    expect(Math.hypot(placed.x - tap.x, placed.y - tap.y)).toBeLessThan(6);
    await expect(modal.locator('.maplibregl-marker')).toHaveCount(1);
    await snap(page, `seams-map-picker-${width}`);

    const title = `Tapped place ${width}`;
    await modal.getByLabel('Report Title').fill(title);
    await modal.getByLabel('Report Content').fill('Black ducks and pintails on the falling tide.');
    const [typedLng, typedLat] = typed;
    await modal.getByRole('button', { name: 'Create Report' }).click();
    await expect(modal.getByRole('button', { name: 'Report Created!' })).toBeVisible({
      timeout: 30_000,
    });

    const mine = await request.get('/api/reports/my_reports/', {
      headers: { Authorization: `Bearer ${hunter.token}` },
    });
    const saved = (
      (await mine.json()) as {
        results: { id: number; title: string; latitude: number; longitude: number }[];
      }
    ).results.find((report) => report.title === title);
    expect(saved?.latitude).toBeCloseTo(typedLat, 6);
    expect(saved?.longitude).toBeCloseTo(typedLng, 6);

    // The report's page: a small map of the place, View on map and Directions.
    await page.goto(`/reports/${saved?.id}`);
    const place = page.getByTestId('place-section');
    await expect(place.getByRole('img', { name: "Map of the report's place" })).toBeVisible({
      timeout: 30_000,
    });
    const viewOnMap = place.getByRole('link', { name: 'View on map' });
    await expect(viewOnMap).toHaveAttribute(
      'href',
      `/map?lat=${saved?.latitude}&lng=${saved?.longitude}&zoom=12`,
    );
    const directions = place.getByRole('link', { name: 'Directions' });
    await expect(directions).toHaveAttribute(
      'href',
      phone
        ? `geo:${saved?.latitude},${saved?.longitude}?q=${saved?.latitude},${saved?.longitude}`
        : `https://www.google.com/maps/dir/?api=1&destination=${saved?.latitude},${saved?.longitude}`,
    );
    await expect(place.locator('.maplibregl-marker')).toHaveCount(1, { timeout: 30_000 });
    await place.scrollIntoViewIfNeeded();
    await snap(page, `seams-map-report-page-${width}`);
    await viewOnMap.click();
    await expect(page).toHaveURL(/\/map\?lat=/);
    // The unified map opens centred on the report at zoom 12.
    await expect
      .poll(async () => (await mapView(page))?.center.lat ?? 0, { timeout: 30_000 })
      .toBeCloseTo(saved?.latitude ?? 0, 4);
    expect((await mapView(page))?.zoom).toBeCloseTo(12, 1);

    // A hunt's and a location's page show their place the same way.
    const hunts = await request.get('/api/hunts/?scope=mine', {
      headers: { Authorization: `Bearer ${hunter.token}` },
    });
    const hunt = ((await hunts.json()) as { results: { id: number }[] }).results[0];
    await page.goto(`/hunts/${hunt?.id}`);
    await expect(
      page.getByTestId('place-section').getByRole('link', { name: 'Directions' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByTestId('place-section').getByRole('link', { name: 'View on map' }),
    ).toBeVisible();
    await page.getByTestId('place-section').scrollIntoViewIfNeeded();
    await snap(page, `seams-map-hunt-page-${width}`);
    const noSideways = await page.evaluate(() => {
      const view = globalThis as unknown as PageWindow;
      return view.document.documentElement.scrollWidth <= view.innerWidth;
    });
    expect(noSideways).toBe(true);

    expect(refused).toEqual([]);
    await close();
  });
}
