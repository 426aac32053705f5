/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
import {
  HUNT_MESSAGES,
  OUTBOX_MESSAGES,
  WAITING_ITEM_MESSAGES,
  outboxCount,
} from '@marshlog/domain';
import { expect, test } from './fixtures';
import { createThroughApi, signInThroughApi, type ApiHunter } from './support/api-hunters';
import { newHunter } from './support/hunters';
import { marshImage } from './support/marsh-images';
import { addBirdToNewHunt } from './support/hunt-form';
import { snap } from './support/screens';
import { registerHunter } from './support/session';
import { phoneReadyForNoSignal } from './support/phone-in-the-blind';

interface ServerItem {
  notes?: string;
  name?: string;
  title?: string;
  photo_count?: number;
}

/** The hunter's own items on the server whose notes, name or title hold this text, via the API. */
async function onServer(
  request: APIRequestContext,
  hunter: ApiHunter,
  path: string,
  search: string,
): Promise<ServerItem[]> {
  const response = await request.get(path, {
    // Hunts and spots take `scope=mine`; a hunter's own reports have their own list.
    params: path.endsWith('my_reports/')
      ? { search, page_size: 50 }
      : { scope: 'mine', search, page_size: 50 },
    headers: { Authorization: `Bearer ${hunter.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { results: ServerItem[] };
  return body.results.filter((item) =>
    [item.notes, item.name, item.title].some((text) => text?.includes(search)),
  );
}

const countOnServer = async (...args: Parameters<typeof onServer>) =>
  (await onServer(...args)).length;

const photo = async (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await marshImage('jpeg', { r: 60, g: 90, b: 70 }),
});

const waitingList = (page: Page) => page.getByRole('region', { name: OUTBOX_MESSAGES.listTitle });

test.describe('the blind with no signal: what is logged offline syncs once', () => {
  test('a hunt with birds and a spot wait on the device, survive a reload and sync exactly once (phone)', async ({
    browser,
    request,
  }) => {
    // A service worker install, two reloads and a sync, on a shared, busy machine.
    test.setTimeout(180_000);
    const hunter = newHunter('Outbox');
    await registerHunter(request, hunter);
    const apiHunter = await signInThroughApi(request, hunter);
    // A spot the hunter will pick for a second hunt, deleted from another device before the sync.
    const gone = await createThroughApi(request, apiHunter, '/api/locations/', {
      name: `Flooded rice ${hunter.username}`,
      latitude: 39.4,
      longitude: -121.9,
    });
    const notes = `Dawn flight, no signal ${hunter.username}`;
    const refusedNotes = `At the flooded rice ${hunter.username}`;
    const spot = `Boat launch ${hunter.username}`;
    const reportTitle = `Teal at first light ${hunter.username}`;

    const { context, page } = await phoneReadyForNoSignal(browser, hunter, '/hunts');
    await expect(page.getByRole('link', { name: 'Log a hunt' })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/hunts/create');
    await page.getByLabel('Latitude').fill('39.3173');
    await page.getByLabel('Longitude').fill('-121.7955');
    await page.getByLabel(/^Notes/).fill(notes);
    await addBirdToNewHunt(page, 'Dabblers', 'Mallard', 3);
    await addBirdToNewHunt(page, 'Geese', 'Canada Goose', 1);
    await page.getByRole('button', { name: 'Save hunt' }).click();
    await expect(page).toHaveURL(/\/hunts$/);
    const waitingHunt = waitingList(page).getByRole('listitem').filter({ hasText: notes });
    await expect(waitingHunt).toContainText('4 birds');
    await expect(waitingHunt).toContainText(OUTBOX_MESSAGES.waiting);

    // A waiting hunt opens: what was captured, and its form to change it before it syncs.
    await waitingHunt.getByRole('link').click();
    await expect(page).toHaveURL(/\/hunts\/waiting\//);
    const captured = page.getByRole('region', { name: WAITING_ITEM_MESSAGES.captured });
    await expect(captured).toContainText('Mallard × 3, Canada Goose × 1');
    await expect(page.getByText(OUTBOX_MESSAGES.waiting, { exact: true })).toBeVisible();
    await snap(page, 'outbox-waiting-hunt-phone');
    await page.getByRole('link', { name: WAITING_ITEM_MESSAGES.edit }).click();
    await expect(page.getByLabel(/^Notes/)).toHaveValue(notes);
    await page.getByLabel(/^Notes/).fill(`${notes} (teal too)`);
    await page.getByRole('button', { name: 'Save hunt' }).click();
    await expect(captured).toContainText(`${notes} (teal too)`);
    await page.goto('/hunts');
    await expect(waitingList(page).getByRole('listitem')).toHaveCount(1);

    await page.goto(`/hunts/create?location=${gone.id}`);
    await page.getByLabel('Latitude').fill('39.4');
    await page.getByLabel('Longitude').fill('-121.9');
    await page.getByLabel(/^Notes/).fill(refusedNotes);
    await page.getByRole('button', { name: 'Save hunt' }).click();
    await expect(waitingList(page).getByRole('listitem')).toHaveCount(2);

    await page.goto('/locations/create');
    await page.getByLabel('Name').fill(spot);
    await page.getByLabel('Latitude').fill('39.32');
    await page.getByLabel('Longitude').fill('-121.8');
    await page.getByLabel('Photo files').setInputFiles(await photo('launch.jpg'));
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(waitingList(page).getByRole('listitem').filter({ hasText: spot })).toContainText(
      OUTBOX_MESSAGES.waiting,
    );

    await page.goto('/reports');
    await page.getByRole('button', { name: 'New report' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Create Report' });
    await modal.getByLabel('Report Title').fill(reportTitle);
    await modal
      .getByLabel('Report Content')
      .fill('Teal pouring into the north pond at first light.');
    await modal.getByLabel('Latitude').fill('39.3173');
    await modal.getByLabel('Longitude').fill('-121.7955');
    await modal.getByLabel('Photo files').setInputFiles(await photo('first-light.jpg'));
    await modal.getByRole('button', { name: 'Create Report' }).click();
    await expect(modal.getByRole('button', { name: OUTBOX_MESSAGES.queuedTitle })).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(
      waitingList(page).getByRole('listitem').filter({ hasText: reportTitle }),
    ).toContainText(OUTBOX_MESSAGES.waiting);
    await expect(page.getByRole('status').filter({ hasText: outboxCount(4) })).toBeVisible();

    // Still on the device after a reload with no network, and nothing reached the server.
    await page.reload();
    await expect(
      waitingList(page).getByRole('listitem').filter({ hasText: reportTitle }),
    ).toBeVisible();
    await page.goto('/locations');
    await expect(waitingList(page).getByRole('listitem').filter({ hasText: spot })).toBeVisible();
    await snap(page, 'outbox-locations-phone', { fullPage: true });
    await page.goto('/hunts');
    await expect(waitingList(page).getByRole('listitem')).toHaveCount(2);
    // The status bar counts them too, after a reload with no network.
    await expect(page.getByRole('status').filter({ hasText: outboxCount(4) })).toBeVisible();
    await snap(page, 'outbox-hunts-phone', { fullPage: true });
    expect(await countOnServer(request, apiHunter, '/api/hunts/', notes)).toBe(0);

    const deleted = await request.delete(`/api/locations/${gone.id}/`, {
      headers: { Authorization: `Bearer ${apiHunter.token}` },
    });
    expect(deleted.status()).toBe(204);

    await context.setOffline(false);
    const refused = waitingList(page).getByRole('listitem').filter({ hasText: refusedNotes });
    await expect(refused.getByRole('alert')).toContainText(HUNT_MESSAGES.locationNotFound, {
      timeout: 20_000,
    });
    await expect(waitingList(page).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('hunt-count')).toBeVisible();
    await expect(page.getByRole('link').filter({ hasText: notes })).toBeVisible();
    await snap(page, 'outbox-refused-phone', { fullPage: true });

    expect(await countOnServer(request, apiHunter, '/api/hunts/', notes)).toBe(1);
    // Each once, its photo uploaded from the outbox after it.
    await expect
      .poll(
        async () => (await onServer(request, apiHunter, '/api/locations/', spot))[0]?.photo_count,
      )
      .toBe(1);
    expect(await countOnServer(request, apiHunter, '/api/locations/', spot)).toBe(1);
    await expect
      .poll(async () =>
        (await onServer(request, apiHunter, '/api/reports/my_reports/', reportTitle)).map(
          (report) => report.photo_count,
        ),
      )
      .toEqual([1]);
    expect(await countOnServer(request, apiHunter, '/api/hunts/', refusedNotes)).toBe(0);

    expect(
      (await onServer(request, apiHunter, '/api/hunts/', notes)).map((hunt) => hunt.notes),
    ).toEqual([`${notes} (teal too)`]);

    await refused.getByRole('button', { name: OUTBOX_MESSAGES.discard }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm).toContainText(WAITING_ITEM_MESSAGES.discardBody);
    await confirm.getByRole('button', { name: OUTBOX_MESSAGES.discard }).click();
    await expect(waitingList(page)).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toBeHidden();

    // A reload (and its focus and online events) sends nothing again.
    await page.reload();
    await expect(page.getByRole('link').filter({ hasText: notes })).toBeVisible();
    expect(await countOnServer(request, apiHunter, '/api/hunts/', notes)).toBe(1);

    // An edit made with no signal shows at once on the hunt's page, waiting, and syncs once.
    await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toBeHidden();
    await page.getByRole('link').filter({ hasText: notes }).click();
    await expect(page).toHaveURL(/\/hunts\/\d+$/);
    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    await expect(edit).toBeVisible();
    await context.setOffline(true);
    await edit.click();
    const editDialog = page.getByRole('dialog', { name: 'Edit hunt' });
    await editDialog.getByLabel(/^Notes/).fill(`${notes} edited in the blind`);
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog).toBeHidden();
    const waitingEdit = page.getByRole('region', { name: OUTBOX_MESSAGES.listTitle });
    await expect(waitingEdit).toContainText(OUTBOX_MESSAGES.waiting);
    await expect(page.getByText(`${notes} edited in the blind`).first()).toBeVisible();
    await snap(page, 'outbox-waiting-edit-phone');
    await context.setOffline(false);
    await expect(waitingEdit).toBeHidden({ timeout: 20_000 });
    expect(
      (await onServer(request, apiHunter, '/api/hunts/', notes)).map((hunt) => hunt.notes),
    ).toEqual([`${notes} edited in the blind`]);
    await context.close();
  });
});
