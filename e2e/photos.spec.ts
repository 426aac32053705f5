import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import { snap } from './support/screens';
import { signUp } from './support/session';

/**
 * The browser check: a hunter logs a hunt, adds three photos with captions to it (real
 * JPEG and PNG files), watches them upload, finds them on the hunt page and in the gallery,
 * bulk-deletes two, and one remains.
 */
const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;
type Layout = (typeof layouts)[number];

interface PickedPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
  caption: string;
}

/** A small real image of one colour with a lighter band, as a camera would not make it. */
async function marshImage(
  format: 'jpeg' | 'png',
  colour: { r: number; g: number; b: number },
): Promise<Buffer> {
  const band = await sharp({
    create: { width: 640, height: 120, channels: 3, background: { r: 230, g: 200, b: 140 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .composite([{ input: band, top: 300, left: 0 }])
    .toFormat(format)
    .toBuffer();
}

async function threePhotos(): Promise<PickedPhoto[]> {
  return [
    {
      name: 'first-light.jpg',
      mimeType: 'image/jpeg',
      buffer: await marshImage('jpeg', { r: 40, g: 70, b: 60 }),
      caption: 'Mallards over the decoys at first light',
    },
    {
      name: 'the-spread.png',
      mimeType: 'image/png',
      buffer: await marshImage('png', { r: 70, g: 90, b: 120 }),
      caption: 'The spread before sunrise',
    },
    {
      name: 'limit.jpg',
      mimeType: 'image/jpeg',
      buffer: await marshImage('jpeg', { r: 110, g: 80, b: 40 }),
      caption: 'Limit of greenheads',
    },
  ];
}

/** A screenshot of the whole page, named for the layout: `<name>-<layout>.png`. */
const snapAt = (page: Page, name: string, layout: Layout) =>
  snap(page, `${name}-${layout.name}`, { fullPage: true });

/** True once the image has really been fetched and decoded. */
async function expectLoaded(image: Locator) {
  const decodedWidth = () =>
    image.evaluate((element) => {
      const picture = element as unknown as { complete: boolean; naturalWidth: number };
      return picture.complete ? picture.naturalWidth : 0;
    });
  await expect.poll(decodedWidth).toBeGreaterThan(0);
}

async function logHunt(page: Page): Promise<void> {
  await page.goto('/hunts/create');
  await page.getByLabel('Latitude').fill('39.3173');
  await page.getByLabel('Longitude').fill('-121.7955');
  await page.getByRole('button', { name: 'Save hunt' }).click();
  await expect(page).toHaveURL(/\/hunts\/\d+$/);
}

for (const layout of layouts) {
  test(`a hunter adds photos to a hunt and prunes them in the gallery (${layout.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(layout.viewport);
    const photos = await threePhotos();
    await signUp(page, newHunter(`photo${layout.name.slice(0, 1)}`));

    await page.goto('/gallery');
    await expect(page.getByRole('heading', { name: 'Gallery', level: 1 })).toBeVisible();
    await expect(page.getByText('No photos yet')).toBeVisible();
    await snapAt(page, 'gallery-empty', layout);

    await logHunt(page);
    const section = page.getByRole('region', { name: 'Photos', exact: true });
    await expect(section.getByText('No photos yet')).toBeVisible();
    await section.getByRole('button', { name: 'Add photos' }).click();

    await section
      .getByLabel('Photo files')
      .setInputFiles(photos.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })));
    await expect(section.getByTestId('selected-photo-count')).toHaveText('3 photos selected');
    for (const photo of photos) {
      await section.getByLabel(`Caption for ${photo.name}`).fill(photo.caption);
    }
    await expect(section.getByText(`${photos[0]?.caption.length}/200`)).toBeVisible();
    await snapAt(page, 'photo-uploader', layout);

    // Hold the first direct upload a moment, so its Uploading state can be seen.
    let held = false;
    await page.route('**/api/storage/upload/', async (route) => {
      if (!held) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    await section.getByRole('button', { name: 'Upload 3 photos' }).click();
    const items = section.getByTestId('upload-item');
    await expect(items.first().getByTestId('upload-status')).toHaveText('Uploading');
    await expect(
      section.getByRole('progressbar', { name: 'Upload progress of all photos' }),
    ).toBeVisible();
    await snapAt(page, 'photo-uploading', layout);

    await expect(section.getByRole('status').filter({ hasText: '3 photos uploaded.' })).toBeVisible(
      { timeout: 30_000 },
    );
    // Uploaded photos leave the upload list: each is listed once, with the hunt's photos.
    await expect(items).toHaveCount(0);
    await snapAt(page, 'photo-uploaded', layout);
    await section.getByRole('button', { name: 'Close uploader' }).click();

    // On the hunt page: all three, the first uploaded as primary and shown first.
    const tiles = section.getByTestId('photo-tile');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.first()).toContainText('Primary');
    await expect(tiles.first()).toContainText(photos[0]?.caption ?? '');
    for (const photo of photos) await expect(section.getByText(photo.caption)).toBeVisible();
    for (const image of await tiles.getByRole('img').all()) await expectLoaded(image);
    await snapAt(page, 'hunt-photos', layout);
    const huntUrl = page.url();

    // In the gallery: the same three, viewed large with the arrow keys.
    await page.goto('/gallery');
    const gallery = page.getByRole('list', { name: 'Your photos' });
    await expect(gallery.getByTestId('gallery-tile')).toHaveCount(3);
    for (const photo of photos) await expect(gallery.getByText(photo.caption)).toBeVisible();
    for (const image of await gallery.getByRole('img').all()) await expectLoaded(image);
    await snapAt(page, 'gallery', layout);

    await gallery.getByRole('button', { name: `View ${photos[2]?.caption}` }).click();
    const viewer = page.getByRole('dialog', { name: photos[2]?.name });
    await expect(viewer.getByTestId('lightbox-caption')).toHaveText(photos[2]?.caption ?? '');
    await expectLoaded(viewer.getByRole('img'));
    await snapAt(page, 'gallery-lightbox', layout);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: photos[1]?.name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Bulk mode: two selected and deleted, the selection cleared, one photo left.
    await page.getByRole('button', { name: 'Select photos' }).click();
    await gallery.getByRole('checkbox', { name: `Select ${photos[1]?.caption}` }).check();
    await gallery.getByRole('checkbox', { name: `Select ${photos[2]?.caption}` }).check();
    await expect(page.getByTestId('bulk-count')).toHaveText('2 photos selected');
    await snapAt(page, 'gallery-bulk', layout);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 photos?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 photos deleted' })).toBeVisible();
    await expect(gallery.getByTestId('gallery-tile')).toHaveCount(1);
    await expect(gallery.getByText(photos[0]?.caption ?? '')).toBeVisible();
    await expect(page.getByTestId('bulk-count')).toHaveText('0 photos selected');
    await page.getByRole('button', { name: 'Done' }).click();
    await snapAt(page, 'gallery-after-delete', layout);

    await page.goto(huntUrl);
    await expect(section.getByTestId('photo-tile')).toHaveCount(1);
    await expect(section.getByText(photos[0]?.caption ?? '')).toBeVisible();
  });
}
