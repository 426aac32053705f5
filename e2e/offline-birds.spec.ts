/// <reference lib="dom" />
import type { APIRequestContext } from '@playwright/test';
import { OUTBOX_MESSAGES, WAITING_BIRD_MESSAGES, outboxCount } from '@marshlog/domain';
import { expect, test } from './fixtures';
import { createThroughApi, signInThroughApi, type ApiHunter } from './support/api-hunters';
import { newHunter } from './support/hunters';
import { addBirdToNewHunt } from './support/hunt-form';
import { snap } from './support/screens';
import { registerHunter } from './support/session';
import { phoneReadyForNoSignal } from './support/phone-in-the-blind';

/** The species of the hunt's birds on the server, sorted, through the API. */
async function speciesOnServer(request: APIRequestContext, hunter: ApiHunter, huntId: number) {
  const response = await request.get(`/api/hunts/${huntId}/`, {
    headers: { Authorization: `Bearer ${hunter.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const hunt = (await response.json()) as { birds: { species: string }[] };
  return hunt.birds.map((bird) => bird.species).sort();
}

test.describe('the blind with no signal: birds of a synced hunt', () => {
  test('a bird added and another removed offline wait on the hunt, survive a reload and sync once each (phone)', async ({
    browser,
    request,
  }) => {
    // A service worker install, a reload offline and a sync, on a shared, busy machine.
    test.setTimeout(150_000);
    const hunter = newHunter('Birds');
    await registerHunter(request, hunter);
    const apiHunter = await signInThroughApi(request, hunter);
    const hunt = await createThroughApi(request, apiHunter, '/api/hunts/', {
      date_of_hunt: '2025-11-20',
      latitude: 39.31,
      longitude: -121.79,
      notes: `Synced before the blind ${hunter.username}`,
      birds: [
        { species: 'mallard', gender: 'drake' },
        { species: 'northern_pintail', gender: 'hen' },
      ],
    });

    const { context, page } = await phoneReadyForNoSignal(browser, hunter, `/hunts/${hunt.id}`);
    const birds = page.getByRole('list', { name: 'Birds' });
    await expect(birds.getByTestId('hunt-bird')).toHaveCount(2);

    await context.setOffline(true);
    await addBirdToNewHunt(page, 'Divers', 'Canvasback', 2);
    const added = birds.getByTestId('waiting-bird').filter({ hasText: 'Canvasback' });
    await expect(added).toContainText('Canvasback (drake) × 2');
    await expect(added).toContainText(WAITING_BIRD_MESSAGES.added);
    await expect(added).toContainText(OUTBOX_MESSAGES.waiting);
    await page.getByRole('button', { name: 'Remove Northern Pintail (hen)' }).click();
    const removed = birds.getByTestId('waiting-bird').filter({ hasText: 'Northern Pintail' });
    await expect(removed).toContainText(WAITING_BIRD_MESSAGES.removed);
    await expect(removed).toContainText(OUTBOX_MESSAGES.waiting);
    await expect(birds.getByTestId('hunt-bird')).toHaveCount(1);

    // Still waiting after a reload with no network, and nothing reached the server.
    await page.reload();
    await expect(added).toContainText(OUTBOX_MESSAGES.waiting);
    await expect(removed).toContainText(OUTBOX_MESSAGES.waiting);
    await expect(page.getByRole('status').filter({ hasText: outboxCount(2) })).toBeVisible();
    await birds.scrollIntoViewIfNeeded();
    await snap(page, 'outbox-waiting-birds-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'outbox-waiting-birds-desktop');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await speciesOnServer(request, apiHunter, hunt.id)).toEqual([
      'mallard',
      'northern_pintail',
    ]);

    await context.setOffline(false);
    await expect(birds.getByTestId('waiting-bird')).toHaveCount(0, { timeout: 20_000 });
    await expect(birds.getByTestId('hunt-bird')).toHaveCount(3);
    const synced = ['canvasback', 'canvasback', 'mallard'];
    expect(await speciesOnServer(request, apiHunter, hunt.id)).toEqual(synced);

    // A reload (and its focus and online events) sends nothing again.
    await page.reload();
    await expect(birds.getByTestId('hunt-bird')).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toBeHidden();
    expect(await speciesOnServer(request, apiHunter, hunt.id)).toEqual(synced);
    await context.close();
  });
});
