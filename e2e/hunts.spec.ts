import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import { snap } from './support/screens';
import { isPhone, signUp } from './support/session';

const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

/** Where the browser says the hunter is, for "Use my location". */
const marsh = { latitude: 39.3173, longitude: -121.7955 };

/** A screenshot of the whole page, named for the layout: `hunts-<name>-<layout>.png`. */
const snapAt = (page: Page, name: string, layout: string) =>
  snap(page, `hunts-${name}-${layout}`, { fullPage: true });

/** Opens the bird-entry form, fills it and adds the bird(s). */
async function addBird(
  page: Page,
  bird: {
    category: string;
    species: string;
    sex: 'Drake' | 'Hen' | 'Gander' | 'Goose';
    quantity?: number;
  },
) {
  await page.getByRole('button', { name: 'Add Bird' }).click();
  const form = page.getByRole('form', { name: 'Add bird' });
  await form.getByRole('radio', { name: bird.category }).check();
  await form.getByLabel('Species').selectOption({ label: bird.species });
  await form.getByRole('radio', { name: bird.sex }).check();
  if (bird.quantity) await form.getByLabel('Quantity').fill(String(bird.quantity));
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
}

async function expectTotals(page: Page, birds: number, ducks: number, geese: number) {
  await expect(page.getByTestId('hunt-total-birds')).toHaveText(String(birds));
  await expect(page.getByTestId('hunt-total-ducks')).toHaveText(String(ducks));
  await expect(page.getByTestId('hunt-total-geese')).toHaveText(String(geese));
}

/** On a phone the filters other than search fold away behind a button. */
async function openFilters(page: Page) {
  if (isPhone(page)) {
    const toggle = page.getByRole('button', { name: /^Filters/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

for (const layout of layouts) {
  test.describe(`on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport, geolocation: marsh, permissions: ['geolocation'] });

    test('a hunter logs a hunt with birds, corrects it, finds it with filters and deletes it', async ({
      page,
    }) => {
      // The whole logbook in one journey (two hunts, an edit, six filters, a delete): 56 s on a
      // loaded 2-core machine, so it gets the room the other long journeys have.
      test.setTimeout(120_000);
      const hunter = newHunter(`hunts${layout.name}`);
      // Other journeys share the server and may publish hunts: this hunter's notes carry a tag to find its own.
      const tag = hunter.username;
      await signUp(page, hunter);

      // A new hunter's hunts open on their own, empty logbook.
      await page.goto('/hunts');
      await expect(page.getByRole('heading', { name: 'Hunts', level: 1 })).toBeVisible();
      await expect(page.getByText('Log your first hunt', { exact: true }).first()).toBeVisible();

      await page.getByRole('link', { name: 'Log a hunt' }).first().click();
      await expect(page).toHaveURL(/\/hunts\/create$/);
      await expect(page.getByRole('radio', { name: 'Private' })).toBeChecked();

      await page.getByRole('button', { name: 'Use my location' }).click();
      await expect(page.getByLabel('Latitude')).toHaveValue(String(marsh.latitude));
      await expect(page.getByLabel('Longitude')).toHaveValue(String(marsh.longitude));
      await page.getByLabel(/^Notes/).fill(`Flooded timber, north blind ${tag}`);

      await addBird(page, { category: 'Dabblers', species: 'Mallard', sex: 'Drake', quantity: 2 });
      await page.getByRole('button', { name: 'Add Bird' }).click();
      await page
        .getByRole('form', { name: 'Add bird' })
        .getByRole('radio', { name: 'Geese' })
        .check();
      await snapAt(page, 'create-bird-form', layout.name);
      await page
        .getByRole('form', { name: 'Add bird' })
        .getByRole('button', { name: 'Cancel' })
        .click();
      await addBird(page, { category: 'Geese', species: 'Canada Goose', sex: 'Goose' });
      await expect(
        page.getByRole('list', { name: 'Birds to add' }).getByRole('listitem'),
      ).toHaveCount(2);
      await expect(page.getByTestId('pending-total-birds')).toHaveText('3');
      await snapAt(page, 'create', layout.name);

      await page.getByRole('button', { name: 'Save hunt' }).click();
      await expect(page).toHaveURL(/\/hunts\/\d+$/);
      await expectTotals(page, 3, 2, 1);
      await expect(page.getByTestId('hunt-bird')).toHaveCount(3);
      await expect(page.getByTestId('hunt-coordinates')).toHaveText('39.3173, -121.7955');
      const badges = page.getByRole('list', { name: 'Your permissions' }).getByRole('listitem');
      await expect(badges).toHaveText(['Owner']);
      await expect(page.getByTestId('hunt-owner-name')).toHaveText(hunter.name);
      await expect(page.getByTestId('hunt-owner-username')).toHaveText(`@${hunter.username}`);
      await expect(page.getByTestId('hunt-owner-email')).toHaveText(hunter.email);
      const huntUrl = page.url();
      await snapAt(page, 'detail', layout.name);

      await page.getByRole('button', { name: 'Remove Canada Goose (goose)' }).click();
      await expectTotals(page, 2, 2, 0);
      await expect(page.getByTestId('hunt-bird')).toHaveCount(2);

      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const editor = page.getByRole('dialog', { name: 'Edit hunt' });
      await editor.getByLabel(/^Notes/).fill(`Moved to the east pond ${tag}`);
      await snapAt(page, 'edit', layout.name);
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await expect(editor).toBeHidden();
      await expect(page.getByTestId('hunt-notes')).toHaveText(`Moved to the east pond ${tag}`);

      // A second, public hunt placed from the address (as a map click would), to filter between them.
      await page.goto('/hunts/create?lat=38.9021&lng=-121.6&from=map');
      await expect(page.getByLabel('Latitude')).toHaveValue('38.9021');
      await page.getByLabel('Date of hunt').fill('2025-10-05');
      await page.getByRole('radio', { name: 'Public' }).check();
      await page.getByLabel(/^Notes/).fill(`Dry field, snow geese ${tag}`);
      await addBird(page, { category: 'Geese', species: 'Snow Goose', sex: 'Gander' });
      await page.getByRole('button', { name: 'Save hunt' }).click();
      await expect(page).toHaveURL(/\/hunts\/\d+$/);
      await expectTotals(page, 1, 0, 1);

      await page.getByRole('link', { name: 'All hunts' }).click();
      await expect(page.getByTestId('hunt-count')).toBeVisible();
      await page.getByLabel('Search notes').fill(tag);
      await expect(page).toHaveURL(new RegExp(`search=${tag}`));
      await expect(page.getByTestId('hunt-count')).toHaveText('2 hunts');
      const rows = page.getByRole('link', { name: /birds? ·/ });
      await expect(rows.first()).toContainText('39.3173, -121.7955');
      await expect(rows.first()).toContainText('2 birds · 2 ducks · 0 geese');
      await snapAt(page, 'list', layout.name);

      await openFilters(page);
      await page.getByLabel('Species').selectOption({ label: 'Mallard' });
      await expect(page.getByTestId('hunt-count')).toHaveText('1 hunt');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Private');
      await page.getByLabel('Species').selectOption({ label: 'All species' });
      await page.getByLabel('Privacy').selectOption({ label: 'Public' });
      await expect(page.getByTestId('hunt-count')).toHaveText('1 hunt');
      await expect(rows.first()).toContainText('38.9021, -121.6000');
      await page.getByLabel('Privacy').selectOption({ label: 'All levels' });
      await page.getByLabel('Search notes').fill(`east pond ${tag}`);
      await expect(page.getByTestId('hunt-count')).toHaveText('1 hunt');
      await expect(rows.first()).toContainText('Moved to the east pond');
      await page.getByLabel('Search notes').fill(`nothing like ${tag}`);
      await expect(page.getByText('No hunts match these filters')).toBeVisible();
      await snapAt(page, 'list-filtered-empty', layout.name);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page.getByLabel('Search notes')).toHaveValue('');
      await expect(page).toHaveURL(/\/hunts$/);
      await expect(page.getByTestId('hunt-count')).toBeVisible();

      await page.goto(huntUrl);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this hunt?' });
      await expect(confirm).toContainText('its 2 birds and its photos');
      await snapAt(page, 'delete', layout.name);
      await confirm.getByRole('button', { name: 'Delete hunt' }).click();
      await expect(page).toHaveURL(/\/hunts$/);
      await expect(page.getByRole('status').filter({ hasText: 'Hunt deleted' })).toBeVisible();
      await page.getByLabel('Search notes').fill(tag);
      await expect(page.getByTestId('hunt-count')).toHaveText('1 hunt');
      await expect(rows.first()).toContainText('Dry field, snow geese');

      await page.goto(huntUrl);
      await expect(page.getByRole('heading', { name: 'Hunt not found' })).toBeVisible();
      await snapAt(page, 'not-found', layout.name);
    });
  });
}

test('a location the browser refuses is explained, and typed coordinates still work', async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await signUp(page, newHunter('nogps'));
  await page.goto('/hunts/create');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByRole('alert')).toContainText('Location access was denied');

  await page.getByRole('button', { name: 'Save hunt' }).click();
  await expect(page.getByText('Latitude is required')).toBeVisible();
  await page.getByLabel('Latitude').fill('120');
  await page.getByLabel('Longitude').fill('-121.5');
  await page.getByRole('button', { name: 'Save hunt' }).click();
  await expect(page.getByText('Latitude must be between -90 and 90')).toBeVisible();
  await page.getByLabel('Latitude').fill('38.5');
  await page.getByRole('button', { name: 'Save hunt' }).click();
  await expect(page).toHaveURL(/\/hunts\/\d+$/);
  await expectTotals(page, 0, 0, 0);
});
