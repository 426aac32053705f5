import { expect, test } from './fixtures';
import { befriendThroughApi } from './support/api-hunters';
import { hunterInOwnBrowser, layouts, type BrowserHunter as Hunter } from './support/own-browser';
import { snap } from './support/screens';

/**
 * The browser check: two friends chat, each in their own browser; each sees the other's
 * typing indicator and messages live, and the bell shows the new-message notification on the
 * other side. At 1280 and 375 px.
 */

/** Opens the Direct chat modal with `friend` from the Friends page. */
async function openChat(hunter: Hunter, friend: Hunter) {
  const { page } = hunter;
  await page.goto('/friends');
  await page.getByRole('button', { name: `Message ${friend.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Chat with ${friend.name}` });
  await expect(dialog.getByRole('heading', { name: 'Direct messages' })).toBeVisible();
  await expect(dialog.getByRole('log')).toBeVisible();
  return dialog;
}

for (const layout of layouts) {
  test(`two friends chat live, and the bell tells of new messages (${layout.name})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const ann = await hunterInOwnBrowser(browser, testInfo, layout, 'Ann');
    const bob = await hunterInOwnBrowser(browser, testInfo, layout, 'Bob');
    const request = ann.page.context().request;
    await befriendThroughApi(request, ann.api, bob.api);
    for (const hunter of [ann, bob]) {
      await request.post('/api/notifications/mark_read/', {
        data: { all: true },
        headers: { Authorization: `Bearer ${hunter.api.token}` },
      });
    }

    const annChat = await openChat(ann, bob);
    const bobChat = await openChat(bob, ann);
    await expect(annChat.getByText('No messages yet. Say hello!')).toBeVisible();
    const annSend = annChat.getByRole('button', { name: 'Send' });
    const annDraft = annChat.getByRole('textbox', { name: 'Write a message' });
    await expect(annSend).toBeDisabled();
    await annDraft.fill('   ');
    await expect(annSend).toBeDisabled();

    // Ann types: Bob sees her typing, and it ends by itself 1.5 s after she stops.
    await annDraft.pressSequentially('Teal at first light', { delay: 20 });
    await expect(bobChat.getByText(`${ann.name} is typing...`)).toBeVisible();
    await snap(bob.page, `chat-friend-typing-${layout.name}`);
    await expect(bobChat.getByText(`${ann.name} is typing...`)).toBeHidden({ timeout: 5000 });

    // Ctrl+Enter sends; both see it.
    await annDraft.press('Control+Enter');
    await expect(bobChat.getByRole('log').getByText('Teal at first light')).toBeVisible();
    await expect(annChat.getByRole('log').getByText('Teal at first light')).toBeVisible();
    await expect(annDraft).toHaveValue('');

    // Bob answers with the Send button; Ann sees his typing, then his message.
    const bobDraft = bobChat.getByRole('textbox', { name: 'Write a message' });
    await bobDraft.pressSequentially('Meet at the north blind', { delay: 20 });
    await expect(annChat.getByText(`${bob.name} is typing...`)).toBeVisible();
    await bobChat.getByRole('button', { name: 'Send' }).click();
    await expect(annChat.getByRole('log').getByText('Meet at the north blind')).toBeVisible();
    await expect(annChat.getByText(`${bob.name} is typing...`)).toBeHidden();
    await snap(ann.page, `chat-conversation-${layout.name}`);

    // Bob closes the chat; Ann writes again; Bob's bell tells him.
    await bob.page.keyboard.press('Escape');
    await expect(bobChat).toBeHidden();
    await annDraft.fill('Bring the spinning-wing decoy');
    await annSend.click();
    await expect(annChat.getByRole('log').getByText('Bring the spinning-wing decoy')).toBeVisible();
    const bell = bob.page.getByRole('button', { name: /unread notifications/ });
    await expect(bell).toHaveAccessibleName('1 unread notifications', { timeout: 25_000 });
    await bell.click();
    const panel = bob.page.getByRole('region', { name: 'Your notifications' });
    const item = panel
      .getByRole('link', { name: new RegExp(`${ann.name} sent you a message`) })
      .filter({ hasText: 'Unread' });
    await expect(item).toBeVisible();
    await snap(bob.page, `notifications-bell-${layout.name}`);
    await item.click();
    await expect(bob.page).toHaveURL(/\/messages\?conversation=\d+/);
    const reopened = bob.page.getByRole('dialog', { name: `Chat with ${ann.name}` });
    await expect(
      reopened.getByRole('log').getByText('Bring the spinning-wing decoy'),
    ).toBeVisible();
    await bob.page.keyboard.press('Escape');
    await expect(
      bob.page.getByRole('button', { name: 'Notifications', exact: true }),
    ).toBeVisible();

    // The Messages page lists the conversation; nothing is unread any more.
    await ann.page.keyboard.press('Escape');
    await ann.page.goto('/messages');
    const row = ann.page.getByRole('button', { name: `Chat with ${bob.name}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText('You: Bring the spinning-wing decoy');
    await snap(ann.page, `messages-page-${layout.name}`);
    await snap(bob.page, `messages-chat-reopened-${layout.name}`);
  });
}
