import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  befriendThroughApi,
  createThroughApi,
  signInThroughApi,
  type ApiHunter,
} from './support/api-hunters';
import { newHunter, type TestHunter } from './support/hunters';
import {
  clusterOnScreen,
  expectItems,
  fakeBaseMap,
  lngLatAt,
  TINY_PNG,
  waitForMap,
} from './support/map-page';
import { snap } from './support/screens';
import { fillSignIn, registerHunter } from './support/session';

/**
 * The unified map in the browser (issue 8), with every tile, TileJSON and glyph answered locally:
 * two friends and a stranger each see exactly their items, clusters add up, a location is added
 * from a map click with a photo, the distance tool reads a known figure, the time range changes
 * what shows, and every control is reachable on a phone.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    // WebGL in headless Chromium without a GPU (DESIGN.md section 9).
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
    ],
  },
});

// A marsh of its own (the Mississippi delta): other journeys' public items sit near 39.3, -121.8.
const CENTRE = { latitude: 33.9, longitude: -90.9 };
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const today = new Date();
const RECENT = isoDay(new Date(today.getTime() - 2 * 86_400_000));
const OLD = `${today.getUTCFullYear() - 2}-11-15`;

interface Seeded {
  a: TestHunter & ApiHunter;
  b: TestHunter & ApiHunter;
  c: TestHunter & ApiHunter;
  keys: Record<
    'aPrivate' | 'aFriends' | 'aPublic' | 'bPrivate' | 'aLocation' | 'bLocation' | 'bReport',
    string
  >;
}

async function hunterThroughApi(request: APIRequestContext, label: string) {
  const hunter = newHunter(label);
  await registerHunter(request, hunter);
  return { ...hunter, ...(await signInThroughApi(request, hunter)) };
}

/** A and B are friends, C is a stranger; A and B log hunts, locations and a report near CENTRE. */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const a = await hunterThroughApi(request, 'Amap');
  const b = await hunterThroughApi(request, 'Bmap');
  const c = await hunterThroughApi(request, 'Cmap');
  await befriendThroughApi(request, a, b);
  const hunt = (who: ApiHunter, privacy: string, date: string, offset: number, birds: object[]) =>
    createThroughApi(request, who, '/api/hunts/', {
      date_of_hunt: date,
      latitude: CENTRE.latitude + offset / 4,
      longitude: CENTRE.longitude - offset / 4,
      privacy_level: privacy,
      notes: `${privacy} hunt`,
      birds,
    });
  const aPrivate = await hunt(a, 'private', RECENT, 0, [{ species: 'mallard', quantity: 2 }]);
  const aFriends = await hunt(a, 'friends', RECENT, 0.002, [
    { species: 'green_winged_teal', quantity: 3 },
    { species: 'mallard', quantity: 1 },
  ]);
  const aPublic = await hunt(a, 'public', OLD, 0.004, [{ species: 'canada_goose', quantity: 4 }]);
  const bPrivate = await hunt(b, 'private', RECENT, -0.002, [
    { species: 'wood_duck', quantity: 1 },
  ]);
  const location = (who: ApiHunter, privacy: string, name: string, offset: number) =>
    createThroughApi(request, who, '/api/locations/', {
      name,
      description: `${name} notes`,
      latitude: CENTRE.latitude - offset / 4,
      longitude: CENTRE.longitude + offset / 4,
      privacy_level: privacy,
    });
  const aLocation = await location(a, 'friends', 'Cattail Slough', 0.003);
  const bLocation = await location(b, 'private', 'Secret Pond', 0.005);
  const bReport = await createThroughApi(request, b, '/api/reports/', {
    title: 'Teal moving at dawn',
    content: 'Big flocks of green-wings on the east side.',
    latitude: CENTRE.latitude + 0.0003,
    longitude: CENTRE.longitude + 0.0003,
    privacy_level: 'public',
  });
  return {
    a,
    b,
    c,
    keys: {
      aPrivate: `hunt-${aPrivate.id}`,
      aFriends: `hunt-${aFriends.id}`,
      aPublic: `hunt-${aPublic.id}`,
      bPrivate: `hunt-${bPrivate.id}`,
      aLocation: `location-${aLocation.id}`,
      bLocation: `location-${bLocation.id}`,
      bReport: `report-${bReport.id}`,
    },
  };
}

/** A browser of the hunter's own, signed in, on the map at the given zoom. */
async function openMap(
  browser: Browser,
  testInfo: TestInfo,
  hunter: TestHunter,
  options: {
    zoom: number;
    query?: string;
    width?: number;
    centre?: { latitude: number; longitude: number };
    /** Every base-map request (imagery, TileJSON, vector tiles, glyphs) fails, as with no signal. */
    noTiles?: boolean;
  } = { zoom: 9 },
) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: {
      width: options.width ?? 1280,
      height: options.width && options.width < 768 ? 812 : 800,
    },
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` },
  });
  const refused = await fakeBaseMap(context);
  if (options.noTiles) {
    // Registered last, so it answers before fakeBaseMap's route.
    await context.route(
      /^https:\/\/(basemap\.nationalmap\.gov|tiles\.openfreemap\.org)\//,
      (route) => route.abort('internetdisconnected'),
    );
  }
  const page = await context.newPage();
  await page.goto('/auth/signin');
  await fillSignIn(page, hunter);
  await expect(page).toHaveURL(/\/map/);
  const centre = options.centre ?? CENTRE;
  const query = `lat=${centre.latitude}&lng=${centre.longitude}&zoom=${options.zoom}${options.query ?? ''}`;
  await page.goto(`/map?${query}`);
  await waitForMap(page);
  return { page, refused, close: () => context.close() };
}

test('friends and a stranger each see exactly their items; clusters add up; the time range filters', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { a, b, c, keys } = await seed(request);

  const forA = await openMap(browser, testInfo, a);
  await expectItems(forA.page, [
    keys.aPrivate,
    keys.aFriends,
    keys.aPublic,
    keys.aLocation,
    keys.bReport,
  ]);
  await snap(forA.page, 'map-owner-1280');

  // Last 7 Days: the old public hunt leaves; locations are not dated and stay.
  await forA.page.getByLabel('Time range').selectOption({ label: 'Last 7 Days' });
  await expect(forA.page).toHaveURL(/range=last-7-days/);
  await expectItems(forA.page, [keys.aPrivate, keys.aFriends, keys.aLocation, keys.bReport]);
  await forA.page.getByLabel('Time range').selectOption({ label: 'All Time' });
  await expectItems(forA.page, [
    keys.aPrivate,
    keys.aFriends,
    keys.aPublic,
    keys.aLocation,
    keys.bReport,
  ]);
  expect(forA.refused).toEqual([]);
  await forA.close();

  const forB = await openMap(browser, testInfo, b);
  await expectItems(forB.page, [
    keys.aFriends,
    keys.aPublic,
    keys.bPrivate,
    keys.aLocation,
    keys.bLocation,
    keys.bReport,
  ]);
  await forB.close();

  // A bad range in the URL is All Time.
  const forC = await openMap(browser, testInfo, c, { zoom: 9, query: '&range=forever' });
  await expectItems(forC.page, [keys.aPublic, keys.bReport]);
  await expect(forC.page.getByLabel('Time range')).toHaveValue('all');
  await forC.close();

  // At zoom 11 A's items cluster; the cluster popup adds up birds and lists species.
  const clustered = await openMap(browser, testInfo, a, { zoom: 12 });
  await expect.poll(() => clusterOnScreen(clustered.page), { timeout: 20_000 }).not.toBeNull();
  const cluster = await clusterOnScreen(clustered.page);
  if (!cluster) throw new Error('no cluster on screen');
  await clustered.page
    .getByTestId('map-canvas')
    .click({ position: { x: cluster.x, y: cluster.y } });
  const popup = clustered.page.getByTestId('cluster-popup');
  await expect(popup).toContainText(`${cluster.count} items`);
  // Every one of A's visible items is in this one cluster: 2 + 4 + 4 birds, 0 comments.
  expect(cluster.count).toBe(5);
  await expect(popup.locator('dd').first()).toHaveText('10');
  await expect(popup.getByRole('list', { name: 'Species' })).toContainText('Mallard');
  await expect(popup.getByRole('list', { name: 'Species' })).toContainText('Green-winged Teal');
  await expect(popup.getByRole('list', { name: 'Species' })).toContainText('Canada Goose');
  await snap(clustered.page, 'map-cluster-1280');
  await clustered.close();
});

test('a location is added from a map click with a photo, and the distance tool reads the known figure', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const a = await hunterThroughApi(request, 'Addmap');
  // Away from the other tests' public items, so only this hunter's new location shows.
  const { page, refused, close } = await openMap(browser, testInfo, a, {
    zoom: 13,
    centre: { latitude: 40.1, longitude: -122.4 },
  });

  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByText('Click on the map to place a location marker')).toBeVisible();
  const canvas = page.getByTestId('map-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no map canvas');
  const spot = { x: Math.round(box.width / 2), y: Math.round(box.height / 2) };
  const expected = await lngLatAt(page, spot.x, spot.y);
  await canvas.click({ position: spot });
  const dialog = page.getByRole('dialog', { name: 'Create New Location' });
  await expect(dialog).toBeVisible();
  // The click lands within a pixel of the spot: the same place to 4 decimals (about 10 m).
  const shown = Number(await dialog.getByLabel('Latitude').inputValue());
  expect(shown).toBeCloseTo(expected?.latitude ?? 0, 4);
  // The same form as /locations/create: its type and privacy too, the place set by the click.
  await expect(dialog.getByLabel('Type')).toBeVisible();
  await expect(dialog.getByLabel('Privacy')).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Name').fill('   ');
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Name').fill('Flooded Rice');
  await expect(dialog).toContainText('12/255');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'blind.png', mimeType: 'image/png', buffer: TINY_PNG });
  await dialog.getByLabel(/Caption for blind.png/).fill('The blind at dawn');
  await snap(page, 'map-create-location-1280');
  await create.click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const auth = { Authorization: `Bearer ${a.token}` };
  const list = await request.get('/api/locations/?search=Flooded', { headers: auth });
  const created = ((await list.json()) as { results: { id: number; latitude: number }[] }).results;
  expect(created).toHaveLength(1);
  const [location] = created;
  expect(location?.latitude).toBeCloseTo(shown, 5);
  await expectItems(page, [`location-${location?.id}`]);
  const photos = await request.get(`/api/photos/?content_type=location&object_id=${location?.id}`, {
    headers: auth,
  });
  const photoList = (await photos.json()) as {
    results: { caption: string; is_primary: boolean }[];
  };
  expect(photoList.results).toEqual([
    expect.objectContaining({ caption: 'The blind at dawn', is_primary: true }),
  ]);

  // Distance: two clicks 300 px apart; the reading is the haversine distance of those two points.
  await page.getByRole('button', { name: 'Measure distance' }).click();
  const from = { x: spot.x - 150, y: spot.y };
  const to = { x: spot.x + 150, y: spot.y };
  const start = await lngLatAt(page, from.x, from.y);
  const end = await lngLatAt(page, to.x, to.y);
  await canvas.click({ position: from });
  await canvas.click({ position: to });
  const metres = haversine(start ?? CENTRE, end ?? CENTRE);
  const reading = metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(2)} km`;
  await expect(page.getByTestId('distance-reading')).toHaveText(reading);
  await page.getByRole('button', { name: 'Delete measurement' }).click();
  await expect(page.getByTestId('distance-reading')).toBeHidden();
  expect(refused).toEqual([]);
  await close();
});

test('every map control is reachable on a 375 px phone', async ({ browser, request }, testInfo) => {
  test.setTimeout(90_000);
  const a = await hunterThroughApi(request, 'Phonemap');
  const { page, close } = await openMap(browser, testInfo, a, { zoom: 9, width: 375 });
  // On a phone the tools, layer toggles and time range sit in the compact bar's sheet.
  await page.getByRole('button', { name: 'Map tools' }).click();
  for (const name of [
    'Select',
    'Add hunt',
    'Add report',
    'Add location',
    'Measure distance',
    'Hunts',
    'Locations',
    'Reports',
    'Cluster Points',
  ]) {
    const control = page.getByRole('button', { name, exact: true });
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
    const size = await control.boundingBox();
    expect(size?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await page.getByLabel('Time range').scrollIntoViewIfNeeded();
  await expect(page.getByLabel('Time range')).toBeInViewport();
  for (const name of ['Zoom in', 'Zoom out', 'Find my location', 'Enter fullscreen']) {
    const control = page.getByRole('button', { name });
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
  }
  // The sheet is still open; choosing a tool closes it.
  await page.getByRole('button', { name: 'Add hunt' }).click();
  await expect(page.getByText('Click on the map to place a hunt marker')).toBeVisible();
  await snap(page, 'map-create-mode-375');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Click on the map to place a hunt marker')).toBeHidden();
  await close();
});

test('with no signal for the base map, the hunter still gets the map and their items', async ({
  browser,
  request,
}, testInfo) => {
  const a = await hunterThroughApi(request, 'Nosignal');
  // Prairie potholes of its own, away from the other journeys' public items.
  const centre = { latitude: 47.2, longitude: -99.4 };
  const hunt = await createThroughApi(request, a, '/api/hunts/', {
    date_of_hunt: RECENT,
    ...centre,
    privacy_level: 'private',
    notes: 'Blind on the east levee',
    birds: [{ species: 'mallard', quantity: 2 }],
  });
  const { page, close } = await openMap(browser, testInfo, a, { zoom: 9, centre, noTiles: true });
  // Tile errors come before the map's first load: they must not end it in an error screen, nor
  // leave the box empty while the map draws in an element the screen no longer shows.
  await expectItems(page, [`hunt-${hunt.id}`]);
  await expect(page.getByText('Map failed to load')).toHaveCount(0);
  await expect(page.getByText(/Map Error/)).toHaveCount(0);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await snap(page, 'map-no-signal');
  await close();
});

function haversine(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(rad(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(rad(from.latitude)) *
      Math.cos(rad(to.latitude)) *
      Math.sin(rad(to.longitude - from.longitude) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}
