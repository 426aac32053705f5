import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { Notification } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { FakeSocket } from '../chat/fake-socket';
import { page, signedInWith } from '../friends/test-support';

const bob = { id: 11, name: 'Bob Gadwall', username: 'bob', profile_image_url: null };

const newMessage: Notification = {
  id: 7,
  kind: 'new_message',
  actor: bob,
  message: 'Bob Gadwall sent you a message',
  target: { type: 'conversation', id: 5 },
  link: '/messages?conversation=5',
  is_read: false,
  created_at: '2025-11-20T06:30:00.000Z',
};

/** The feed socket LiveUnread opened, once open. */
async function feedSocket(): Promise<FakeSocket> {
  await waitFor(() =>
    expect(
      FakeSocket.instances.find(
        (socket) => socket.url.includes('/ws/feed/') && socket.readyState === FakeSocket.OPEN,
      ),
    ).toBeDefined(),
  );
  const socket = FakeSocket.instances.find((item) => item.url.includes('/ws/feed/'));
  if (!socket) throw new Error('no feed socket');
  return socket;
}

/** A hunter signed in, with one unread notification and two unread messages. */
const signedInWithCounts = () =>
  signedInWith({
    'GET /api/notifications/unread_count/': () => json(200, { unread_count: 1 }),
    'GET /api/conversations/unread_count/': () => json(200, { unread_count: 2 }),
    'GET /api/hunts/': () => json(200, page([])),
  });

describe('live unread counts', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => tokenStore.clear());

  it('reads the counts from the API, then takes each unread_counts frame, and toasts a new message with its link', async () => {
    const requests = signedInWithCounts();
    renderApp('/hunts');
    expect(
      await screen.findByRole('link', { name: 'Messages, 2 unread' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/messages');
    expect(requestsTo(requests, '/api/conversations/unread_count/').length).toBeGreaterThan(0);
    const socket = await feedSocket();

    act(() => {
      socket.receive({ type: 'notification', notification: newMessage });
      socket.receive({ type: 'unread_counts', messages: 3, notifications: 2 });
    });
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
    expect(screen.getByRole('button', { name: '2 unread notifications' })).toBeVisible();
    expect(await screen.findByText('New message from Bob Gadwall')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open conversation' })).toHaveAttribute(
      'href',
      '/messages?conversation=5',
    );

    act(() => socket.receive({ type: 'unread_counts', messages: 0, notifications: 0 }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Messages, \d+ unread/ })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'Messages' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible();
  }, 20_000);

  it('takes the counts the socket sends on opening and asks the API nothing more', async () => {
    const requests = signedInWithCounts();
    renderApp('/hunts');
    expect(
      await screen.findByRole('link', { name: 'Messages, 2 unread' }, { timeout: 5000 }),
    ).toBeVisible();
    const socket = await feedSocket();
    act(() => socket.receive({ type: 'unread_counts', messages: 4, notifications: 5 }));
    expect(await screen.findByRole('link', { name: 'Messages, 4 unread' })).toBeVisible();
    expect(screen.getByRole('button', { name: '5 unread notifications' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requestsTo(requests, '/api/conversations/unread_count/')).toHaveLength(1);
    expect(requestsTo(requests, '/api/notifications/unread_count/')).toHaveLength(1);
  }, 20_000);

  it('keeps a count the socket sent over an older reading of the API that answers after it', async () => {
    let answerMessages: (response: Response) => void = () => undefined;
    signedInWith({
      'GET /api/notifications/unread_count/': () => json(200, { unread_count: 0 }),
      'GET /api/conversations/unread_count/': () =>
        new Promise<Response>((resolve) => {
          answerMessages = resolve;
        }),
      'GET /api/hunts/': () => json(200, page([])),
    });
    renderApp('/hunts');
    const socket = await feedSocket();
    act(() => socket.receive({ type: 'unread_counts', messages: 3, notifications: 0 }));
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
    await act(async () => {
      answerMessages(json(200, { unread_count: 1 }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Messages, 1 unread' })).toBeNull();
  }, 20_000);
});
