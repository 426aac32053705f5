import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import { marshImage } from './support/marsh-images';
import { snap } from './support/screens';
import { accountButton } from './support/session';

/**
 * Issue 15, the logbook a hunter lives in: a new hunter lands on /, signs up, saves a spot with
 * "Use my location" (and a photo), logs a hunt there and sees the place name on the card; removing
 * a bird is undone. Screens of the landing, the empty states and the hunt form's place picker.
 */
const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

/** Where the browser says the hunter stands. */
const blind = { latitude: 39.41234, longitude: -121.85678 };

/** A screenshot of the whole page, named for the layout: `logbook-<name>-<layout>.png`. */
const snapAt = (page: Page, name: string, layout: string) =>
  snap(page, `logbook-${name}-${layout}`, { fullPage: true });

async function expectTotals(page: Page, birds: number, ducks: number, geese: number) {
  await expect(page.getByTestId('hunt-total-birds')).toHaveText(String(birds));
  await expect(page.getByTestId('hunt-total-ducks')).toHaveText(String(ducks));
  await expect(page.getByTestId('hunt-total-geese')).toHaveText(String(geese));
}

async function addBird(page: Page, category: string, species: string, sex: string) {
  await page.getByRole('button', { name: 'Add Bird' }).click();
  const form = page.getByRole('form', { name: 'Add bird' });
  await form.getByRole('radio', { name: category }).check();
  await form.getByLabel('Species').selectOption({ label: species });
  await form.getByRole('radio', { name: sex }).check();
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
}

for (const layout of layouts) {
  test.describe(`on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport, geolocation: blind, permissions: ['geolocation'] });

    test('a new hunter lands, signs up, saves a spot, logs a hunt there and undoes a bird removal', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const hunter = newHunter(`log${layout.name.slice(0, 1)}`);
      const spot = `North pond blind ${layout.name}`;

      // A visitor at / sees what Marshlog is, not a bare sign-in form.
      await page.goto('/');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Every hunt, every spot, every bird. Yours to keep.',
        }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await snapAt(page, 'landing', layout.name);

      await page.getByRole('link', { name: 'Create your logbook' }).click();
      await expect(page).toHaveURL(/\/auth\/signup$/);
      await page.getByLabel('Name', { exact: true }).fill(hunter.name);
      await page.getByLabel('Username', { exact: true }).fill(hunter.username);
      await page.getByLabel('Email', { exact: true }).fill(hunter.email);
      await page.getByLabel('Password', { exact: true }).fill(hunter.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(accountButton(page)).toBeVisible();

      // Their locations open on their own: empty, with the way to save the first spot.
      await page.goto('/locations');
      await expect(page.getByRole('radio', { name: 'Mine' })).toBeChecked();
      const firstSpot = page.getByRole('main').getByRole('link', { name: 'Save your first spot' });
      await expect(firstSpot).toBeVisible();
      await snapAt(page, 'locations-empty', layout.name);
      await firstSpot.click();
      await expect(page).toHaveURL(/\/locations\/create$/);

      await expect(page.getByLabel('Latitude')).toHaveValue('');
      await expect(page.getByLabel('Latitude')).toHaveAttribute('placeholder', 'e.g. 39.31');
      await page.getByLabel('Name').fill(spot);
      await page.getByLabel('Type').selectOption('blind');
      await page.getByRole('button', { name: 'Use my location' }).click();
      await expect(page.getByLabel('Latitude')).toHaveValue(String(blind.latitude));
      await expect(page.getByLabel('Longitude')).toHaveValue(String(blind.longitude));
      await page.getByLabel('Photo files').setInputFiles({
        name: 'blind.jpg',
        mimeType: 'image/jpeg',
        buffer: await marshImage('jpeg', { r: 60, g: 90, b: 70 }),
      });
      await page.getByLabel(/^Caption/).fill('The blind at first light');
      await expect(page.getByTestId('upload-item')).toContainText('Primary');
      await snapAt(page, 'location-create', layout.name);
      await page.getByRole('button', { name: 'Create' }).click();

      await expect(page).toHaveURL(/\/locations\/\d+$/);
      const locationUrl = page.url();
      await expect(page.getByRole('heading', { name: spot, level: 1 })).toBeVisible();
      await expect(page.getByTestId('location-coordinates')).toHaveText('39.4123, -121.8568');
      await expect(page.getByText('The blind at first light')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('No hunts logged here yet')).toBeVisible();

      // Their hunts open on their own too: "Log your first hunt".
      await page.goto('/hunts');
      await expect(page.getByRole('radio', { name: 'Mine' })).toBeChecked();
      const firstHunt = page.getByRole('main').getByRole('link', { name: 'Log your first hunt' });
      await expect(firstHunt).toBeVisible();
      await snapAt(page, 'hunts-empty', layout.name);
      await firstHunt.click();
      await expect(page).toHaveURL(/\/hunts\/create$/);

      // Picking the saved spot fills its coordinates.
      const picker = page.getByLabel(/Saved location/);
      await expect(picker).toBeEnabled();
      await picker.selectOption({ label: spot });
      await expect(page.getByLabel('Latitude')).toHaveValue(String(blind.latitude));
      await expect(page.getByLabel('Longitude')).toHaveValue(String(blind.longitude));
      await addBird(page, 'Dabblers', 'Mallard', 'Drake');
      await addBird(page, 'Geese', 'Canada Goose', 'Gander');
      await snapAt(page, 'hunt-form-picker', layout.name);
      await page.getByRole('button', { name: 'Save hunt' }).click();

      await expect(page).toHaveURL(/\/hunts\/\d+$/);
      await expect(page.getByRole('heading', { name: spot, level: 1 })).toBeVisible();
      await expectTotals(page, 2, 1, 1);
      await expect(page.getByRole('list', { name: 'Your permissions' })).toHaveText('Owner');

      // Removing a bird is undone from the toast: the gander comes back.
      await page.getByRole('button', { name: 'Remove Canada Goose (gander)' }).click();
      await expectTotals(page, 1, 1, 0);
      const removed = page.getByRole('status').filter({ hasText: 'Bird removed' });
      await expect(removed).toBeVisible();
      await removed.getByRole('button', { name: 'Undo' }).click();
      await expectTotals(page, 2, 1, 1);
      const birds = page.getByTestId('hunt-bird');
      await expect(birds).toHaveCount(2);
      await expect(birds.filter({ hasText: 'Canada Goose' })).toContainText('Gander');
      await snapAt(page, 'hunt-detail', layout.name);

      // The card leads with the place name, not raw coordinates.
      await page.getByRole('link', { name: 'All hunts' }).click();
      const card = page.getByRole('link').filter({ hasText: spot });
      await expect(card.getByTestId('hunt-row-title')).toHaveText(spot);
      await expect(card).not.toContainText('39.4123');
      await expect(card).toContainText('2 birds · 1 duck · 1 goose');
      await snapAt(page, 'hunts-list', layout.name);

      // The spot's page lists the hunt, with the birds of its season.
      await page.goto(locationUrl);
      await expect(page.getByRole('list', { name: 'Hunts here' }).getByRole('link')).toHaveCount(1);
      await expect(page.getByTestId('season-tally')).toContainText('1 hunt · 2 birds');
      await snapAt(page, 'location-hunts', layout.name);
    });
  });
}
