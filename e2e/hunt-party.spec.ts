import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { befriendThroughApi } from './support/api-hunters';
import { hunterInOwnBrowser, layouts, type BrowserHunter } from './support/own-browser';
import { snap } from './support/screens';

const DAY = '2025-11-22';

async function pickArkansas(hunter: BrowserHunter) {
  const response = await hunter.page.request.put('/api/regulations/me/', {
    data: { state: 'AR' },
    headers: { Authorization: `Bearer ${hunter.api.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The hunter's own ducks against the daily duck bag, as the hunt page's limits panel shows it. */
const duckBag = (page: Page) =>
  page.getByTestId('daily-limits').locator('[data-limit="ducks_bag"]');

for (const layout of layouts) {
  test(`two hunters share a hunt: the owner names a friend, the friend accepts, each sees their own bag (${layout.name})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const owner = await hunterInOwnBrowser(browser, testInfo, layout, `partyowner${layout.name}`);
    const friend = await hunterInOwnBrowser(browser, testInfo, layout, `partyfriend${layout.name}`);
    await befriendThroughApi(owner.page.request, owner.api, friend.api);
    await pickArkansas(owner);
    await pickArkansas(friend);

    // The owner logs a private hunt with two mallards of their own.
    const created = await owner.page.request.post('/api/hunts/', {
      data: {
        date_of_hunt: DAY,
        latitude: 34.5,
        longitude: -91.55,
        privacy_level: 'private',
        birds: [{ species: 'mallard', gender: 'drake', quantity: 2 }],
      },
      headers: { Authorization: `Bearer ${owner.api.token}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const hunt = (await created.json()) as { id: number };

    // The owner names the friend and a guest.
    await owner.page.goto(`/hunts/${hunt.id}`);
    const party = owner.page.getByTestId('hunting-party');
    await party.getByRole('button', { name: 'Edit party' }).click();
    const editor = owner.page.getByRole('dialog', { name: 'Who hunted with you' });
    await editor.getByRole('checkbox', { name: new RegExp(friend.name) }).check();
    await editor.getByLabel('Guest’s name').fill('Uncle Joe');
    await editor.getByRole('button', { name: 'Add guest' }).click();
    await snap(owner.page, `party-editor-${layout.name}`, { fullPage: true });
    await editor.getByRole('button', { name: 'Save party' }).click();
    await expect(editor).toBeHidden();
    const members = party.getByTestId('party-member');
    await expect(members.filter({ hasText: friend.name })).toContainText('Invited');
    await expect(members.filter({ hasText: 'Uncle Joe' })).toContainText('Guest');

    // Not in the friend's log before they accept.
    await friend.page.goto('/hunts?scope=mine');
    await expect(friend.page.getByText('Log your first hunt').first()).toBeVisible();

    // The friend accepts from the bell.
    await friend.page.goto('/feed');
    await friend.page
      .getByRole('button', { name: /notifications/i })
      .first()
      .click();
    const invitation = friend.page
      .getByRole('listitem')
      .filter({ hasText: `${owner.name} named you in their hunting party` });
    await expect(invitation).toBeVisible();
    await snap(friend.page, `party-invitation-${layout.name}`, { fullPage: true });
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(friend.page.getByText('The hunt is in your log')).toBeVisible();

    // The owner sees the answer, credits a third mallard to the friend with one tap, and
    // their own bag counts two.
    await owner.page.reload();
    await expect(members.filter({ hasText: friend.name })).toContainText('Accepted');
    await owner.page.getByRole('button', { name: friend.name, exact: true }).click();
    await owner.page
      .getByRole('list', { name: 'Quick add' })
      .getByRole('button', { name: 'Add Mallard (drake)' })
      .click();
    await expect(owner.page.getByTestId('hunt-bird')).toHaveCount(3);
    await expect(owner.page.getByTestId('hunt-bird').nth(2)).toContainText(
      `Shot by ${friend.name}`,
    );
    await expect(duckBag(owner.page)).toContainText('2 /');
    await snap(owner.page, `party-owner-${layout.name}`, { fullPage: true });

    // The friend has the hunt in their own log, and their bag counts their one bird.
    await friend.page.goto('/hunts?scope=mine');
    await friend.page
      .getByRole('link', { name: /Hunt on/ })
      .first()
      .click();
    await expect(friend.page).toHaveURL(new RegExp(`/hunts/${hunt.id}$`));
    await expect(friend.page.getByTestId('hunting-party')).toContainText('Accepted');
    await expect(duckBag(friend.page)).toContainText('1 /');
    await snap(friend.page, `party-member-${layout.name}`, { fullPage: true });

    // The hunt is in the friend's feed as their own activity.
    await friend.page.goto('/feed');
    await friend.page.getByRole('tab', { name: 'My Activities' }).click();
    const joined = friend.page.getByRole('article', {
      name: `${friend.name} joined a hunting party`,
    });
    await expect(joined).toContainText(`Hunted with ${owner.name}`);
    await snap(friend.page, `party-member-feed-${layout.name}`, { fullPage: true });

    // Their analytics count the party hunt and only the mallard credited to them.
    await friend.page.getByRole('tab', { name: 'Analytics' }).click();
    await friend.page.getByRole('combobox', { name: 'Season' }).selectOption('2025-26');
    const summary = friend.page.getByTestId('harvest-summary');
    await expect(summary.getByRole('definition')).toHaveText(['1', '1', '100%', '1']);
    await expect(friend.page.getByRole('table', { name: 'Birds by species' })).toContainText(
      'Mallard1',
    );
    await snap(friend.page, `party-member-analytics-${layout.name}`, { fullPage: true });
  });
}
