import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { page, signedInWith } from '../friends/test-support';

const bob = { id: 11, name: 'Bob Gadwall', username: 'bob', profile_image_url: null };

function notification(id: number, isRead: boolean): Notification {
  return {
    id,
    kind: 'new_message',
    actor: bob,
    message: 'Bob Gadwall sent you a message',
    target: { type: 'conversation', id: 5 },
    link: '/messages?conversation=5',
    is_read: isRead,
    created_at: '2025-11-20T06:30:00.000Z',
  };
}

describe('the notification bell', () => {
  afterEach(() => tokenStore.clear());

  it('shows the unread count, lists notifications with their links, and marks them all read', async () => {
    let unread = 2;
    const requests = signedInWith({
      'GET /api/notifications/unread_count/': () => json(200, { unread_count: unread }),
      'GET /api/notifications/': () =>
        json(200, page([notification(3, unread === 0), notification(2, unread === 0)])),
      'POST /api/notifications/mark_read/': () => {
        unread = 0;
        return json(200, { marked: 2 });
      },
      'GET /api/conversations/': () => json(200, page([])),
    });
    renderApp('/messages');
    const user = userEvent.setup();
    const bell = await screen.findByRole(
      'button',
      { name: '2 unread notifications' },
      { timeout: 5000 },
    );
    await user.click(bell);
    const panel = await screen.findByRole('region', { name: 'Your notifications' });
    const links = await within(panel).findAllByRole(
      'link',
      { name: /Bob Gadwall sent you a message/ },
      { timeout: 5000 },
    );
    expect(links[0]).toHaveAttribute('href', '/messages?conversation=5');
    expect(within(panel).getAllByText('Unread')).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible(),
    );
    expect(requestsTo(requests, '/api/notifications/mark_read/')[0]?.body).toEqual({ all: true });
    await waitFor(() => expect(within(panel).queryAllByText('Unread')).toHaveLength(0));
  }, 15_000);

  it('shows the empty state when there is nothing', async () => {
    signedInWith({
      'GET /api/notifications/unread_count/': () => json(200, { unread_count: 0 }),
      'GET /api/notifications/': () => json(200, page([])),
      'GET /api/conversations/': () => json(200, page([])),
    });
    renderApp('/messages');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Notifications' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('You are all caught up.')).toBeVisible();
    expect(screen.getByText('No conversations yet')).toBeVisible();
  });
});
