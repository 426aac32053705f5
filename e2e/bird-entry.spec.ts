import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createThroughApi, signInThroughApi } from './support/api-hunters';
import { newHunter } from './support/hunters';
import { snap } from './support/screens';
import { signUp } from './support/session';

/**
 * Issue 29 items 11 and 12: a morning's birds logged with a gloved thumb in at most 12 taps at
 * 375 px, a removed bird brought back from the toast after leaving its page, and a California
 * hunt's sun and shooting hours on the marsh's clock in a browser set to UTC.
 */
const layouts = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** Where the browser says the hunter stands: a Sacramento Valley blind. */
const blind = { latitude: 39.41234, longitude: -121.85678 };
const TAP_BUDGET = 12;

/** Counts every tap the journey makes, so the budget is checked on what a hunter would do. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    get taps() {
      return taps;
    },
  };
}

/**
 * A new hunter signed up in the browser, with a hunt they logged through the API at a Sacramento
 * Valley marsh on 16 Nov 2024 (no weather recorded), birds as given.
 */
async function hunterWithCaliforniaHunt(
  page: Page,
  request: APIRequestContext,
  label: string,
  birds: object[] = [],
): Promise<{ id: number }> {
  const hunter = newHunter(label);
  await signUp(page, hunter);
  const api = await signInThroughApi(request, hunter);
  return createThroughApi(request, api, '/api/hunts/', {
    date_of_hunt: '2024-11-16',
    latitude: 39.3173,
    longitude: -121.7955,
    birds,
  });
}

test.use({ timezoneId: 'UTC', geolocation: blind, permissions: ['geolocation'] });

for (const layout of layouts) {
  test.describe(`on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('six birds of three species with one hen, from the hunt list to saved, within 12 taps', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signUp(page, newHunter(`taps${layout.name.slice(0, 1)}`));
      await page.goto('/hunts');
      const { tap, ...count } = tapCounter();

      await tap(page.getByRole('link', { name: 'Log a hunt' }).first());
      await tap(page.getByRole('button', { name: 'Use my location' }));
      await expect(page.getByLabel('Latitude')).toHaveValue(String(blind.latitude));

      const quick = page.getByRole('list', { name: 'Quick add' });
      await tap(quick.getByRole('button', { name: 'Add Mallard (drake)' }));
      await tap(quick.getByRole('button', { name: 'Add Mallard (drake)' }));
      await tap(page.getByRole('radio', { name: 'Hen' }));
      await tap(quick.getByRole('button', { name: 'Add Mallard (hen)' }));
      await tap(page.getByRole('radio', { name: 'Drake' }));
      await tap(quick.getByRole('button', { name: 'Add Green-winged Teal (drake)' }));
      await tap(quick.getByRole('button', { name: 'Add Green-winged Teal (drake)' }));
      await tap(quick.getByRole('button', { name: 'Add Wood Duck (drake)' }));

      const pending = page.getByTestId('pending-bird');
      await expect(pending).toHaveCount(4);
      await expect(pending.nth(0)).toContainText('Mallard× 2');
      await expect(page.getByTestId('pending-total-birds')).toHaveText('6');
      await snap(page, `bird-entry-quick-row-${layout.name}`, { fullPage: true });

      await tap(page.getByRole('button', { name: 'Save hunt' }));
      await expect(page).toHaveURL(/\/hunts\/\d+$/);
      await expect(page.getByTestId('hunt-total-birds')).toHaveText('6');
      await expect(page.getByTestId('hunt-total-ducks')).toHaveText('6');
      const birds = page.getByTestId('hunt-bird');
      await expect(birds).toHaveCount(6);
      await expect(birds.filter({ hasText: 'Mallard' })).toHaveCount(3);
      await expect(birds.filter({ hasText: 'Mallard' }).filter({ hasText: 'Hen' })).toHaveCount(1);
      await expect(birds.filter({ hasText: 'Green-winged Teal' })).toHaveCount(2);
      await expect(birds.filter({ hasText: 'Wood Duck' })).toHaveCount(1);
      await expect(birds.filter({ hasText: 'Hen' })).toHaveCount(1);

      expect(count.taps).toBeLessThanOrEqual(TAP_BUDGET);
      test.info().annotations.push({ type: 'taps', description: String(count.taps) });

      // The next hunt offers this hunter's own birds first, most logged first.
      await page.goto('/hunts/create');
      await expect(
        page.getByRole('list', { name: 'Quick add' }).getByRole('button').first(),
      ).toHaveAccessibleName('Add Mallard (drake)');
      await expect(
        page.getByRole('list', { name: 'Quick add' }).getByRole('button').nth(1),
      ).toHaveAccessibleName('Add Green-winged Teal (drake)');
    });

    test('a removed bird comes back from the toast’s Undo after the hunter has left the page', async ({
      page,
      request,
    }) => {
      const hunt = await hunterWithCaliforniaHunt(page, request, `undo${layout.name[0]}`, [
        { species: 'mallard', quantity: 2 },
        { species: 'canvasback', gender: 'hen', quantity: 1 },
      ]);
      await page.goto(`/hunts/${hunt.id}`);
      await page.getByRole('button', { name: 'Remove Canvasback (hen)' }).click();
      await expect(page.getByTestId('hunt-total-birds')).toHaveText('2');
      const removed = page.getByRole('status').filter({ hasText: 'Bird removed' });
      await expect(removed).toContainText('Canvasback (hen) taken off Hunt on Sat, Nov 16, 2024.');

      // Leaves for the list; the toast stays, and its Undo still puts the bird back.
      await page.getByRole('link', { name: 'All hunts' }).click();
      await expect(page).toHaveURL(/\/hunts$/);
      await removed.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Bird restored' })).toContainText(
        'Canvasback (hen) is back on Hunt on Sat, Nov 16, 2024.',
      );
      await expect(page.getByTestId('hunt-row-totals')).toContainText('3 birds');
      await page.goto(`/hunts/${hunt.id}`);
      await expect(page.getByTestId('hunt-total-birds')).toHaveText('3');
      await expect(page.getByTestId('hunt-bird').filter({ hasText: 'Canvasback' })).toContainText(
        'Hen',
      );
    });

    test('a California hunt saved without weather shows its sun and shooting hours on PST in a UTC browser', async ({
      page,
      request,
    }) => {
      const hunt = await hunterWithCaliforniaHunt(page, request, `zone${layout.name[0]}`);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'UTC',
      );
      await page.goto(`/hunts/${hunt.id}`);
      const card = page.getByRole('region', { name: 'Weather' });
      await expect(card).toContainText('No weather recorded.');
      await expect(card).toContainText('Legal shooting hours (PST)');
      // NOAA: sunrise 6:51 AM and sunset 4:53 PM PST that day, not "2:51 PM" in UTC.
      await expect(card).toContainText(/Sunrise6:5\d AM PST/);
      await expect(card).toContainText(/Sunset4:5\d PM PST/);
      await expect(card.getByTestId('shooting-hours')).toHaveText(/^6:2\d AM – 4:5\d PM$/);
      await card.scrollIntoViewIfNeeded();
      await snap(page, `bird-entry-hunt-sky-pst-${layout.name}`, { fullPage: true });
    });
  });
}
