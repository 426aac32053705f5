import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addBirdToNewHunt } from './support/hunt-form';
import {
  hunterInOwnBrowser,
  layouts,
  type BrowserHunter,
  type Layout,
} from './support/own-browser';
import { snap } from './support/screens';

/**
 * The browser check: two hunters become friends (A asks, B accepts, each in their own
 * browser), A logs a hunt with three birds of two species for friends and shares a private
 * location with B for viewing; B sees both, a third hunter C sees neither, not even by URL.
 */
type Hunter = BrowserHunter;

/** A screenshot of the whole page, named for the layout: `<name>-<layout>.png`. */
const snapAt = (page: Page, name: string, layout: Layout) =>
  snap(page, `${name}-${layout.name}`, { fullPage: true });

function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

/** The number at the end of the current URL: /hunts/12 -> 12. */
function idInUrl(page: Page): string {
  const id = /\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`no id in ${page.url()}`);
  return id;
}

async function sendFriendRequest(from: Hunter, to: Hunter, layout: Layout) {
  const { page } = from;
  await page.goto('/friends');
  await expect(page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
  await expect(page.getByText('No friends yet')).toBeVisible();
  await snapAt(page, 'friends-empty', layout);

  await page.getByLabel('Search hunters').fill(to.username);
  const result = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ hasText: to.name });
  await result.getByRole('button', { name: `Add friend ${to.name}` }).click();
  await expect(toast(page, 'Friend request sent')).toBeVisible();
  await expect(result.getByRole('button', { name: 'Requested' })).toBeDisabled();
  const sent = page.getByRole('region', { name: /^Sent requests/ });
  await expect(sent.getByText(to.name)).toBeVisible();
  await snapAt(page, 'friends-request-sent', layout);
}

async function acceptFriendRequest(by: Hunter, from: Hunter, layout: Layout) {
  const { page } = by;
  await page.goto('/friends');
  const incoming = page.getByRole('region', { name: /^Friend requests/ });
  await expect(incoming.getByText(from.name)).toBeVisible();
  await snapAt(page, 'friends-incoming', layout);
  await incoming.getByRole('button', { name: `Accept ${from.name}` }).click();
  await expect(toast(page, 'Friend request accepted')).toBeVisible();
  await expect(incoming.getByText('No requests waiting')).toBeVisible();
  const friends = page.getByRole('region', { name: /^Your friends/ });
  await expect(friends.getByText(from.name)).toBeVisible();
  await expect(friends.getByRole('button', { name: `Unfriend ${from.name}` })).toBeVisible();
  await expect(friends.getByRole('button', { name: `Block ${from.name}` })).toBeVisible();
  await snapAt(page, 'friends-list', layout);
}

/** A logs a friends-only hunt: two drake Mallards and a Canada Goose. Returns its id. */
async function logFriendsHunt(hunter: Hunter): Promise<string> {
  const { page } = hunter;
  await page.goto('/hunts/create');
  await page.getByLabel('Latitude').fill('39.3173');
  await page.getByLabel('Longitude').fill('-121.7955');
  await page.getByRole('group', { name: 'Privacy' }).getByText('Friends', { exact: true }).click();
  await addBirdToNewHunt(page, 'Dabblers', 'Mallard', 2);
  await addBirdToNewHunt(page, 'Geese', 'Canada Goose', 1);
  await page.getByRole('button', { name: 'Save hunt' }).click();
  await expect(page).toHaveURL(/\/hunts\/\d+$/);
  await expect(page.getByTestId('hunt-total-birds')).toHaveText('3');
  return idInUrl(page);
}

/** A saves a private location and shares it with B for viewing. Returns its id. */
async function shareLocation(
  owner: Hunter,
  friend: Hunter,
  name: string,
  layout: Layout,
): Promise<string> {
  const { page } = owner;
  await page.goto('/locations');
  // A new hunter's locations open on their own, with the way to save the first one.
  await expect(page.getByText('Save your first spot', { exact: true }).first()).toBeVisible();
  await snapAt(page, 'locations-empty', layout);
  await page.getByRole('link', { name: 'New location' }).first().click();
  await expect(page).toHaveURL(/\/locations\/create$/);
  const create = page.getByRole('button', { name: 'Create' });
  await page.getByLabel('Name').fill('   ');
  await expect(create).toBeDisabled();
  await page.getByLabel('Name').fill(name);
  await expect(page.getByText(`${name.length}/255`)).toBeVisible();
  await page.getByLabel('Type').selectOption('marsh');
  await page.getByLabel(/^Notes/).fill('Teal work the east pothole at first light.');
  await page.getByLabel(/^Access notes/).fill('Walk in from the levee gate.');
  await page.getByLabel('Latitude').fill('39.41234');
  await page.getByLabel('Longitude').fill('-121.85678');
  await snapAt(page, 'location-create', layout);
  await create.click();

  await expect(page).toHaveURL(/\/locations\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('location-coordinates')).toHaveText('39.4123, -121.8568');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share location' });
  await dialog.getByRole('checkbox', { name: new RegExp(friend.name) }).check();
  await expect(dialog.getByRole('radio', { name: /View access/ })).toBeChecked();
  await snapAt(page, 'location-share-dialog', layout);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(toast(page, 'Location shared')).toBeVisible();
  const shares = page.getByRole('list', { name: 'Shared with' }).getByRole('listitem');
  await expect(shares.filter({ hasText: friend.name })).toContainText('View access');
  await snapAt(page, 'location-owner', layout);
  return idInUrl(page);
}

for (const layout of layouts) {
  test.describe(`on a ${layout.name}`, () => {
    test('friends see a friends-only hunt and a shared location; a stranger sees neither', async ({
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const a = await hunterInOwnBrowser(browser, testInfo, layout, 'Alder');
      const b = await hunterInOwnBrowser(browser, testInfo, layout, 'Brant');
      const c = await hunterInOwnBrowser(browser, testInfo, layout, 'Coot');

      await sendFriendRequest(a, b, layout);
      await acceptFriendRequest(b, a, layout);
      await a.page.goto('/friends');
      await expect(
        a.page.getByRole('region', { name: /^Your friends/ }).getByText(b.name),
      ).toBeVisible();

      const huntId = await logFriendsHunt(a);
      const locationName = `Pintail Marsh ${layout.name}`;
      const locationId = await shareLocation(a, b, locationName, layout);

      // B sees the friends-only hunt and the location shared with them.
      await b.page.goto('/hunts?scope=friends');
      const hunt = b.page.getByRole('link').filter({ hasText: '3 birds · 2 ducks · 1 goose' });
      await expect(hunt).toContainText(a.name);
      await hunt.click();
      await expect(b.page).toHaveURL(new RegExp(`/hunts/${huntId}$`));
      await expect(b.page.getByTestId('hunt-total-ducks')).toHaveText('2');
      await expect(b.page.getByTestId('hunt-total-geese')).toHaveText('1');

      await b.page.goto('/locations?scope=shared');
      const card = b.page
        .getByRole('list', { name: 'Locations' })
        .getByRole('listitem')
        .filter({ hasText: locationName });
      await expect(card).toContainText('Shared with you');
      await expect(card).toContainText(a.name);
      await expect(card).toContainText('39.4123, -121.8568');
      await snapAt(b.page, 'locations-list', layout);
      await card.getByRole('link', { name: locationName }).click();
      await expect(b.page).toHaveURL(new RegExp(`/locations/${locationId}$`));
      // A view share grants nothing beyond reading: no badges, just "View only".
      await expect(b.page.getByRole('list', { name: 'Your permissions' })).toHaveCount(0);
      await expect(b.page.getByText('View only', { exact: true })).toBeVisible();
      await expect(b.page.getByTestId('location-owner-name')).toHaveText(a.name);
      await expect(b.page.getByText('Walk in from the levee gate.')).toBeVisible();
      await expect(b.page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await snapAt(b.page, 'location-shared-with-me', layout);

      // C, a stranger, sees neither: the lists are empty and the direct URLs are not found.
      await c.page.goto('/hunts?scope=friends');
      await expect(c.page.getByText('No hunts from friends yet')).toBeVisible();
      await c.page.goto('/locations?scope=shared');
      await expect(c.page.getByText('Nothing shared with you yet')).toBeVisible();
      await c.page.goto(`/hunts/${huntId}`);
      await expect(c.page.getByRole('heading', { name: 'Hunt not found' })).toBeAttached();
      await expect(c.page.getByText('Hunt not found', { exact: true }).last()).toBeVisible();
      await c.page.goto(`/locations/${locationId}`);
      await expect(c.page.getByRole('heading', { name: 'Location not found' })).toBeAttached();
      await expect(c.page.getByText('Location not found', { exact: true }).last()).toBeVisible();
      await snapAt(c.page, 'location-not-found', layout);

      // Once A stops sharing, the private location is gone for B too.
      await a.page.goto(`/locations/${locationId}`);
      await a.page.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = a.page.getByRole('dialog', { name: 'Edit location' });
      await expect(edit.getByText(`${locationName.length}/255`)).toBeVisible();
      await snapAt(a.page, 'location-edit', layout);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await a.page.getByRole('button', { name: `Remove ${b.name}` }).click();
      await a.page
        .getByRole('dialog', { name: 'Stop sharing?' })
        .getByRole('button', { name: 'Stop sharing' })
        .click();
      await expect(toast(a.page, 'Sharing stopped')).toBeVisible();
      await expect(a.page.getByText('Not shared with anyone yet.')).toBeVisible();
      await b.page.goto(`/locations/${locationId}`);
      await expect(b.page.getByRole('heading', { name: 'Location not found' })).toBeAttached();

      for (const hunter of [a, b, c]) await hunter.page.context().close();
    });
  });
}
