import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { befriendThroughApi, signInThroughApi, type ApiHunter } from './support/api-hunters';
import { newHunter } from './support/hunters';
import { hunterInOwnBrowser, layouts } from './support/own-browser';
import { snap } from './support/screens';
import { isPhone, registerHunter } from './support/session';

/**
 * Issue 29 item 10: a message from a friend raises the Messages badge, the bell and a toast live
 * (no reload, no poll), and reading the conversation clears them. The friend writes through the
 * API; the hunter under test only watches and reads, at 1280 and 375 px.
 */

/** The Messages link as the hunter reaches it: in the bar on a desktop, in the Menu on a phone. */
async function messagesLink(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('link', { name: /^Messages/ });
}

async function closeMenu(page: Page) {
  if (isPhone(page)) await page.keyboard.press('Escape');
}

async function send(
  request: APIRequestContext,
  from: ApiHunter,
  conversationId: number,
  text: string,
) {
  const sent = await request.post(`/api/conversations/${conversationId}/messages/`, {
    data: { content: text },
    headers: { Authorization: `Bearer ${from.token}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

for (const layout of layouts) {
  test(`a friend's message raises the Messages badge, the bell and a toast live; reading clears them (${layout.name})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const ann = await hunterInOwnBrowser(browser, testInfo, layout, 'Ann');
    // Bob writes from his own client: the API request context shares no cookie with Ann's browser.
    const bobHunter = newHunter('Bob');
    await registerHunter(request, bobHunter);
    const bob = await signInThroughApi(request, bobHunter);
    await befriendThroughApi(request, bob, ann.api);
    const started = await request.post('/api/conversations/start/', {
      data: { user_id: ann.api.id },
      headers: { Authorization: `Bearer ${bob.token}` },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { id: conversationId } = (await started.json()) as { id: number };
    await request.post('/api/notifications/mark_read/', {
      data: { all: true },
      headers: { Authorization: `Bearer ${ann.api.token}` },
    });

    const { page } = ann;
    await page.goto('/hunts');
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(await messagesLink(page)).toHaveAccessibleName('Messages');
    await closeMenu(page);
    // The live socket is open once the bell's code has loaded and the count was read.
    await page.waitForTimeout(500);

    await send(request, bob, conversationId, 'Teal on the north pond');
    const toast = page
      .getByRole('status')
      .filter({ hasText: `New message from ${bobHunter.name}` });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: '1 unread notifications' })).toBeVisible();
    await snap(page, `live-unread-toast-${layout.name}`);
    const badged = await messagesLink(page);
    await expect(badged).toHaveAccessibleName('Messages, 1 unread');
    await snap(page, `live-unread-badge-toast-${layout.name}`);
    await closeMenu(page);

    await send(request, bob, conversationId, 'Bring the layout blind');
    await expect(await messagesLink(page)).toHaveAccessibleName('Messages, 2 unread');
    await closeMenu(page);
    // The bell keeps one new-message notification per conversation.
    await expect(page.getByRole('button', { name: '1 unread notifications' })).toBeVisible();

    // The toast's link opens the conversation; reading it clears both badges.
    await toast.getByRole('link', { name: 'Open conversation' }).click();
    const chat = page.getByRole('dialog', { name: `Chat with ${bobHunter.name}` });
    await expect(chat.getByRole('log').getByText('Bring the layout blind')).toBeVisible();

    // A message into the open conversation shows there, with no toast and no badge.
    await send(request, bob, conversationId, 'Decoys are out');
    await expect(chat.getByRole('log').getByText('Decoys are out')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(page.getByText(`New message from ${bobHunter.name}`)).toHaveCount(0);
    await expect(await messagesLink(page)).toHaveAccessibleName('Messages');
    await snap(page, `live-unread-cleared-${layout.name}`);
    await closeMenu(page);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });
}
