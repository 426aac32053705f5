import { expect, test } from './fixtures';
import { befriendThroughApi } from './support/api-hunters';
import { hunterInOwnBrowser, layouts } from './support/own-browser';
import { snap } from './support/screens';

/**
 * The browser check: two friends, one logs a hunt, the other sees it arrive live in the
 * Activity Feed, reacts and comments; the author sees both. At 1280 and 375 px.
 */

for (const layout of layouts) {
  test(`a friend's new hunt arrives live in the feed, gets a reaction and a comment (${layout.name})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Names of their own: other journeys' public activities by an "Ann Hunter" share this feed.
    const run = Math.random().toString(36).slice(2, 6);
    const ann = await hunterInOwnBrowser(browser, testInfo, layout, `Ann${run}`);
    const bob = await hunterInOwnBrowser(browser, testInfo, layout, `Bob${run}`);
    await befriendThroughApi(ann.page.context().request, ann.api, bob.api);

    // Bob opens the feed and switches the live feed on (it is off by default).
    await bob.page.goto('/feed');
    await expect(bob.page.getByRole('heading', { name: 'Activity Feed' })).toBeVisible();
    await expect(bob.page.getByRole('status', { name: 'Live feed: Offline' })).toBeVisible();
    await bob.page.getByRole('switch', { name: 'Live feed' }).check();
    await expect(bob.page.getByRole('status', { name: 'Live feed: Live' })).toBeVisible();
    const found = bob.page.getByText(/\d+ activities found/);
    await expect(found).toBeVisible();
    const before = Number((await found.innerText()).split(' ')[0]);

    // Ann logs a hunt for her friends.
    await ann.page.goto('/hunts/create?lat=38.9021&lng=-121.6&from=map');
    await ann.page.getByLabel('Date of hunt').fill('2025-11-15');
    await ann.page.getByRole('radio', { name: 'Friends' }).check();
    await ann.page.getByRole('button', { name: 'Save hunt' }).click();
    await expect(ann.page).toHaveURL(/\/hunts\/\d+$/);

    // It arrives on Bob's feed without a reload.
    const card = bob.page.getByRole('article', { name: `${ann.name} logged a hunt` });
    await expect(card).toBeVisible();
    await expect(bob.page.getByText(`${before + 1} activities found`)).toBeVisible();
    await expect(card.getByText('just now')).toBeVisible();
    await expect(card.getByText('Friends', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Great Shot (0)' }).click();
    await expect(card.getByRole('button', { name: 'Great Shot (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await card.getByRole('button', { name: 'Comments (0)' }).click();
    await card.getByPlaceholder('Write a comment...').fill('Nice morning on the slough!');
    await card.getByRole('button', { name: 'Post' }).click();
    await expect(card.getByText('Nice morning on the slough!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Comments (1)' })).toBeVisible();
    await snap(bob.page, `feed-friend-${layout.name}`, { fullPage: true });

    // Ann sees both on her own activity, and may change who sees it; Bob may not.
    await ann.page.goto('/feed');
    const own = ann.page.getByRole('article', { name: `${ann.name} logged a hunt` });
    await expect(own.getByRole('button', { name: 'Great Shot (1)' })).toBeVisible();
    await own.getByRole('button', { name: 'Comments (1)' }).click();
    await expect(own.getByText('Nice morning on the slough!')).toBeVisible();
    await expect(own.getByLabel('Change who sees this activity')).toBeVisible();
    await expect(card.getByLabel('Change who sees this activity')).toHaveCount(0);
    await ann.page.getByRole('tab', { name: 'My Activities' }).click();
    await expect(
      ann.page.getByRole('article', { name: `${ann.name} logged a hunt` }),
    ).toBeVisible();
    await snap(ann.page, `feed-author-${layout.name}`, { fullPage: true });

    await ann.page.context().close();
    await bob.page.context().close();
  });
}
