import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { createThroughApi, signInThroughApi } from './support/api-hunters';
import { newHunter, type TestHunter } from './support/hunters';
import { expectItems, fakeBaseMap, itemKeys, TINY_PNG, waitForMap } from './support/map-page';
import { snap } from './support/screens';
import { fillSignIn, registerHunter } from './support/session';

/**
 * The Layer Manager on the map (issue 9), with every tile and overlay answered locally: Hide All
 * empties the map and Show All brings the nine layers back, search filters the list, a toggle the
 * server refuses rolls back, the saved choices are there after a reload, a hunting overlay draws
 * from its (faked) agency service and a failing one says so in the panel without pausing the base
 * map, at 1280 and 375 px. Both forms are on the map: the quick toggles top left and the full
 * manager bottom left, one open at a time, clear of each other, the map's controls and the mode hint.
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

// A marsh of its own (the prairie potholes): other journeys' public items sit near 39.3, -121.8.
const CENTRE = { latitude: 46.9, longitude: -98.7 };
const OVERLAY_HOSTS = [
  'gis1.usgs.gov',
  'gis.fws.gov',
  'fwspublicservices.wim.usgs.gov',
  'nassgeodata.gmu.edu',
];

/** A hunter with a private hunt, a friends-only location and a public report near CENTRE. */
async function seed(request: APIRequestContext, label: string) {
  const hunter = newHunter(label);
  await registerHunter(request, hunter);
  const who = { ...hunter, ...(await signInThroughApi(request, hunter)) };
  const hunt = await createThroughApi(request, who, '/api/hunts/', {
    date_of_hunt: new Date().toISOString().slice(0, 10),
    latitude: CENTRE.latitude,
    longitude: CENTRE.longitude,
    privacy_level: 'private',
    birds: [{ species: 'mallard', quantity: 2 }],
  });
  const location = await createThroughApi(request, who, '/api/locations/', {
    name: 'Cattail Slough',
    description: 'East levee',
    latitude: CENTRE.latitude + 0.01,
    longitude: CENTRE.longitude + 0.01,
    privacy_level: 'friends',
  });
  const report = await createThroughApi(request, who, '/api/reports/', {
    title: 'Teal at dawn',
    content: 'Green-wings on the east side.',
    latitude: CENTRE.latitude - 0.01,
    longitude: CENTRE.longitude - 0.01,
    privacy_level: 'public',
  });
  return {
    hunter: who,
    keys: {
      hunt: `hunt-${hunt.id}`,
      location: `location-${location.id}`,
      report: `report-${report.id}`,
    },
  };
}

/** Overlay services answered locally: every host a tiny PNG, except cropland, which fails. */
async function fakeOverlays(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(
    (url) => OVERLAY_HOSTS.includes(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      asked.push(url.hostname);
      if (url.hostname === 'nassgeodata.gmu.edu')
        return route.fulfill({ status: 503, body: 'down' });
      return route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG });
    },
  );
  return asked;
}

async function openMap(browser: Browser, testInfo: TestInfo, hunter: TestHunter, width: number) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width, height: width < 768 ? 812 : 800 },
  });
  const refused = await fakeBaseMap(context);
  const overlays = await fakeOverlays(context);
  const page = await context.newPage();
  await page.goto('/auth/signin');
  await fillSignIn(page, hunter);
  await expect(page).toHaveURL(/\/map/);
  await page.goto(`/map?lat=${CENTRE.latitude}&lng=${CENTRE.longitude}&zoom=9`);
  await waitForMap(page);
  return { page, refused, overlays, close: () => context.close() };
}

const panel = (page: Page) => page.getByRole('region', { name: 'Layer Manager' });
const dataSwitch = (page: Page, group: string, name: string) =>
  panel(page).getByRole('region', { name: group }).getByRole('switch', { name, exact: true });

/** Of this hunter's items (`own`), exactly `shown` are on the map; other journeys' may share it. */
async function expectOwnItems(page: Page, shown: string[], own: string[] = shown): Promise<void> {
  const mine = async () => ((await itemKeys(page)) ?? []).filter((key) => own.includes(key));
  await expect
    .poll(async () => (await mine()).sort(), { timeout: 20_000 })
    .toEqual([...shown].sort());
}

const quick = (page: Page) => page.getByRole('region', { name: 'Quick toggles' });
const quickButton = (page: Page) => page.getByRole('button', { name: 'Quick toggles' });
const layersButton = (page: Page) => page.getByRole('button', { name: /^(Layers|Close layers)$/ });

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(page: Page, locator: ReturnType<Page['locator']>, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not on screen`);
  return box;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** None of these overlap one another, and all lie inside the map box. */
async function expectApart(page: Page, parts: Record<string, ReturnType<Page['locator']>>) {
  const mapBox = await boxOf(page, page.getByTestId('map-canvas'), 'the map');
  const boxes = await Promise.all(
    Object.entries(parts).map(async ([name, locator]) => ({
      name,
      box: await boxOf(page, locator, name),
    })),
  );
  for (const { name, box } of boxes) {
    expect(box.x, `${name} inside the map`).toBeGreaterThanOrEqual(mapBox.x);
    expect(box.y, `${name} inside the map`).toBeGreaterThanOrEqual(mapBox.y);
    expect(box.x + box.width, `${name} inside the map`).toBeLessThanOrEqual(
      mapBox.x + mapBox.width + 0.5,
    );
    expect(box.y + box.height, `${name} inside the map`).toBeLessThanOrEqual(
      mapBox.y + mapBox.height + 0.5,
    );
  }
  for (const [index, a] of boxes.entries())
    for (const b of boxes.slice(index + 1))
      expect(overlaps(a.box, b.box), `${a.name} clear of ${b.name}`).toBe(false);
}

const zoomControls = (page: Page) => page.locator('.maplibregl-ctrl-top-right');
const credits = (page: Page) => page.locator('.maplibregl-ctrl-bottom-right');
const scale = (page: Page) => page.locator('.maplibregl-ctrl-scale');

/**
 * Both forms on the map: closed at first and clear of each other and the map's controls; each
 * opens clear of the other's button and the controls, one at a time; Escape closes with focus back.
 */
async function checkBothForms(page: Page, width: number) {
  await expect(quickButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(layersButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expectApart(page, {
    'quick toggles button': quickButton(page),
    'Layers button': layersButton(page),
    'zoom controls': zoomControls(page),
    credits: credits(page),
  });
  await expectApart(page, { 'Layers button': layersButton(page), 'scale bar': scale(page) });
  await snap(page, `layers-closed-${width}`);

  await quickButton(page).click();
  await expect(quick(page).getByRole('group', { name: 'Hunt Data' })).toBeVisible();
  await expect(quick(page).getByRole('group', { name: 'Location Data' })).toBeVisible();
  await expect(quick(page).getByRole('group', { name: 'Report Data' })).toBeVisible();
  await expectApart(page, {
    'quick toggles': quick(page),
    'Layers button': layersButton(page),
    'zoom controls': zoomControls(page),
    credits: credits(page),
  });
  await snap(page, `layers-quick-${width}`);

  // Opening the full manager closes the quick toggles: one form at a time.
  await layersButton(page).click();
  await expect(panel(page).getByText('Showing 9 of 9 layers')).toBeVisible();
  await expect(quick(page)).toHaveCount(0);
  await expectApart(page, {
    'Layer Manager': panel(page),
    'quick toggles button': quickButton(page),
    'zoom controls': zoomControls(page),
    credits: credits(page),
  });
  await expectApart(page, { 'Layer Manager': panel(page), 'scale bar': scale(page) });
  await snap(page, `layers-manager-${width}`);
  await panel(page).getByRole('searchbox', { name: 'Search layers...' }).press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(layersButton(page)).toBeFocused();
}

/** A quick toggle hides a layer's items at once and brings them back. */
async function quickToggle(page: Page, shown: string[], hiddenByReports: string[]) {
  await quickButton(page).click();
  const reports = quick(page).getByRole('switch', { name: 'Public Data – Reports', exact: true });
  await reports.click();
  await expect(reports).not.toBeChecked();
  await expectOwnItems(page, hiddenByReports, shown);
  await reports.click();
  await expect(reports).toBeChecked();
  await expectOwnItems(page, shown, shown);
  await reports.press('Escape');
  await expect(quick(page)).toHaveCount(0);
  await expect(quickButton(page)).toBeFocused();
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Layers', exact: true }).click();
  await expect(panel(page).getByText('Showing 9 of 9 layers')).toBeVisible();
}

test('Hide All, Show All, search, a refused toggle rolls back, choices survive a reload, overlays', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { hunter, keys } = await seed(request, 'Layers');
  const all = [keys.hunt, keys.location, keys.report];
  const map = await openMap(browser, testInfo, hunter, 1280);
  const { page } = map;
  await expectItems(page, all);
  await checkBothForms(page, 1280);
  await quickToggle(page, all, [keys.hunt, keys.location]);
  await openPanel(page);
  await snap(page, 'layers-panel-1280');

  await panel(page).getByRole('button', { name: 'Hide All' }).click();
  await expectItems(page, []);
  await panel(page).getByRole('button', { name: 'Show All' }).click();
  await expectItems(page, all);

  await panel(page).getByRole('searchbox', { name: 'Search layers...' }).fill('friends');
  await expect(panel(page).getByText('Showing 3 of 9 layers')).toBeVisible();
  await expect(panel(page).getByRole('region', { name: 'My Data' })).toHaveCount(0);
  await panel(page).getByRole('searchbox', { name: 'Search layers...' }).fill('pintail');
  await expect(panel(page).getByText('No layers found for "pintail"')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Clear search' }).click();

  // The server refuses: the switch goes off at once, then back on, and the hunter is told. The
  // refusal comes after a second, so the optimistic state is there to see on a busy machine too.
  await page.route('**/api/layers/*/', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return route.fulfill({ status: 400, json: { detail: 'Opacity must be between 0 and 1' } });
  });
  const myHunts = dataSwitch(page, 'My Data', 'Hunt Data');
  await myHunts.click();
  await expect(myHunts).not.toBeChecked();
  await expect(myHunts).toBeChecked();
  await expect(page.getByText('The layer change was not saved')).toBeVisible();
  await expectItems(page, all);
  await page.unroute('**/api/layers/*/');

  // Saved: Public Data reports off and My Data hunts at 0.5 opacity, still so after a reload.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.status() === 200,
  );
  await dataSwitch(page, 'Public Data', 'Reports').click();
  await saved;
  await expectItems(page, [keys.hunt, keys.location]);
  await page.reload();
  await waitForMap(page);
  await expectItems(page, [keys.hunt, keys.location]);
  await openPanel(page);
  await expect(dataSwitch(page, 'Public Data', 'Reports')).not.toBeChecked();
  await expect(
    panel(page).getByRole('slider', { name: 'Opacity Public Data – Reports' }),
  ).toBeDisabled();

  // Overlays: off until switched on; wetlands draw from the faked service; cropland fails in the panel.
  expect(map.overlays).toEqual([]);
  await panel(page).getByRole('tab', { name: 'Style Layers' }).click();
  await panel(page).getByRole('searchbox', { name: 'Search layers...' }).fill('overlay');
  await panel(page)
    .getByRole('switch', { name: 'Wetlands (USFWS National Wetlands Inventory)' })
    .click();
  await expect.poll(() => map.overlays.includes('fwspublicservices.wim.usgs.gov')).toBe(true);
  await expect(panel(page).getByText('Not a legal boundary').first()).toBeVisible();
  await panel(page).getByRole('switch', { name: 'Cropland (USDA Cropland Data Layer)' }).click();
  await expect(
    panel(page).getByText(/Cropland \(USDA Cropland Data Layer\) could not be loaded/),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expectItems(page, [keys.hunt, keys.location]);
  await snap(page, 'layers-overlays-1280');
  // The failing cropland tiles never pause the base map: zooming in still fetches its imagery.
  const imagery: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).hostname === 'basemap.nationalmap.gov') imagery.push(sent.url());
  });
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => imagery.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(map.refused).toEqual([]);
  await map.close();
});

test('the Layer Manager on a 375 px phone: both forms, quick toggles, Hide All and Show All', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { hunter, keys } = await seed(request, 'LayersPhone');
  const all = [keys.hunt, keys.location, keys.report];
  const map = await openMap(browser, testInfo, hunter, 375);
  const { page } = map;
  await expectOwnItems(page, all);
  await checkBothForms(page, 375);
  await quickToggle(page, all, [keys.hunt, keys.location]);

  // In a create mode the quick toggles step below the mode hint, whose Cancel stays reachable. On a
  // phone the tools sit in the compact bar's sheet, which closes once a tool is chosen.
  await page.getByRole('button', { name: 'Map tools' }).click();
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByRole('region', { name: 'Map tools' })).toHaveCount(0);
  const hint = page.getByRole('status').filter({ hasText: 'Click on the map' });
  await expect(hint).toBeVisible();
  const hintBar = hint.locator('..');
  await expectApart(page, {
    'mode hint': hintBar,
    'quick toggles button': quickButton(page),
    'Layers button': layersButton(page),
    'zoom controls': zoomControls(page),
  });
  await quickButton(page).click();
  await expectApart(page, { 'mode hint': hintBar, 'quick toggles': quick(page) });
  await snap(page, 'layers-mode-hint-375');
  await quickButton(page).click();
  await hintBar.getByRole('button', { name: 'Cancel' }).click();
  await expect(hint).toHaveCount(0);

  await openPanel(page);
  await panel(page).getByRole('button', { name: 'Hide All' }).click();
  await expectItems(page, []);
  await snap(page, 'layers-hidden-375');
  await panel(page).getByRole('button', { name: 'Show All' }).click();
  await expectOwnItems(page, all);
  await snap(page, 'layers-panel-375');
  expect(map.refused).toEqual([]);
  await map.close();
});
