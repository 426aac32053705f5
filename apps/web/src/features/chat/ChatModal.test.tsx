import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHAT_CLOSED_MESSAGES,
  SOCKET_CLOSE_CODES,
  type Conversation,
  type Message,
} from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo, tokenAnswer } from '../../test/fetch-mock';
import { hunter, renderApp } from '../../test/render-app';
import { page, signedInWith } from '../friends/test-support';
import { FakeSocket } from './fake-socket';

const bob = { id: 11, name: 'Bob Gadwall', username: 'bob', profile_image_url: null };

function message(id: number, senderId: number, content: string): Message {
  const sender = senderId === bob.id ? bob : hunter;
  return {
    id,
    conversation: 5,
    sender: { id: sender.id, name: sender.name, username: sender.username },
    content,
    created_at: '2025-11-20T06:30:00.000Z',
  };
}

const conversation: Conversation = {
  id: 5,
  other_user: bob,
  last_message: message(1, bob.id, 'Birds are up'),
  unread_count: 2,
  updated_at: '2025-11-20T06:30:00.000Z',
};

const api = (overrides = {}) =>
  signedInWith({
    'GET /api/conversations/': () => json(200, page([conversation])),
    'POST /api/conversations/start/': () => json(200, conversation),
    'POST /api/conversations/5/mark_read/': () => json(200, { marked: 2 }),
    'GET /api/notifications/unread_count/': () => json(200, { unread_count: 0 }),
    ...overrides,
  });

async function openChat() {
  const user = userEvent.setup();
  renderApp('/messages');
  // The page's and the dialog's code load on first use: slower than findBy's default second.
  const loading = { timeout: 5000 };
  await user.click(
    await screen.findByRole('button', { name: 'Chat with Bob Gadwall, 2 unread' }, loading),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Chat with Bob Gadwall' }, loading);
  return { user, dialog };
}

describe('the Direct chat modal', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => tokenStore.clear());

  it('loads the conversation, then shows messages, the friend typing, and sends with Ctrl+Enter', async () => {
    const requests = api();
    const { user, dialog } = await openChat();
    expect(within(dialog).getByRole('heading', { name: 'Direct messages' })).toBeVisible();
    expect(within(dialog).getByText('Loading conversation...')).toBeVisible();
    await waitFor(() => expect(FakeSocket.latest().readyState).toBe(FakeSocket.OPEN));
    const socket = FakeSocket.latest();
    expect(socket.url).toMatch(/\/ws\/chat\/5\/\?token=jwt$/);
    act(() =>
      socket.receive({
        type: 'chat_init',
        messages: [message(1, bob.id, 'Birds are up')],
        has_more: false,
      }),
    );
    expect(await within(dialog).findByText('Birds are up')).toBeVisible();
    await waitFor(() =>
      expect(requestsTo(requests, '/api/conversations/5/mark_read/')).toHaveLength(1),
    );

    act(() =>
      socket.receive({
        type: 'chat_typing',
        user_id: bob.id,
        user_email: 'bob@marsh.test',
        status: 'start',
      }),
    );
    expect(within(dialog).getByText('Bob Gadwall is typing...')).toBeVisible();
    act(() =>
      socket.receive({
        type: 'chat_typing',
        user_id: bob.id,
        user_email: 'bob@marsh.test',
        status: 'stop',
      }),
    );
    expect(within(dialog).queryByText('Bob Gadwall is typing...')).toBeNull();

    const send = within(dialog).getByRole('button', { name: 'Send' });
    const draft = within(dialog).getByRole('textbox', { name: 'Write a message' });
    expect(send).toBeDisabled();
    await user.type(draft, '   ');
    expect(send).toBeDisabled();
    await user.clear(draft);
    await user.type(draft, 'On my way');
    expect(socket.sentOfType('typing_start')).toHaveLength(1);
    await user.keyboard('{Control>}{Enter}{/Control}');
    const [sent] = socket.sentOfType('send_message');
    expect(sent).toMatchObject({ content: 'On my way', client_id: expect.any(String) });
    expect(socket.sentOfType('typing_stop')).toHaveLength(1);
    act(() =>
      socket.receive({
        type: 'chat_message',
        message: message(2, hunter.id, 'On my way'),
        client_id: sent?.client_id,
      }),
    );
    expect(await within(dialog).findByText('On my way')).toBeVisible();
    expect(draft).toHaveValue('');
  }, 15_000);

  it("sends the hunter's own typing stop after 1.5 s idle", async () => {
    api();
    const { user, dialog } = await openChat();
    await waitFor(() => expect(FakeSocket.latest().readyState).toBe(FakeSocket.OPEN));
    const socket = FakeSocket.latest();
    act(() => socket.receive({ type: 'chat_init', messages: [], has_more: false }));
    expect(await within(dialog).findByText('No messages yet. Say hello!')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Write a message' }), 'Te');
    expect(socket.sentOfType('typing_start')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(socket.sentOfType('typing_stop')).toHaveLength(0);
    await waitFor(() => expect(socket.sentOfType('typing_stop')).toHaveLength(1), {
      timeout: 1500,
    });
  });

  it("says 'Message not sent' when the server refuses the message, and keeps the text", async () => {
    api();
    const { user, dialog } = await openChat();
    await waitFor(() => expect(FakeSocket.latest().readyState).toBe(FakeSocket.OPEN));
    const socket = FakeSocket.latest();
    act(() => socket.receive({ type: 'chat_init', messages: [], has_more: false }));
    const draft = await within(dialog).findByRole('textbox', { name: 'Write a message' });
    await waitFor(() => expect(draft).toBeEnabled());
    await user.type(draft, 'Hello?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const [sent] = socket.sentOfType('send_message');
    act(() =>
      socket.receive({
        type: 'error',
        detail: 'You can only message your friends',
        client_id: sent?.client_id,
      }),
    );
    expect(await screen.findByText('Message not sent')).toBeVisible();
    expect(screen.getByText('Check your connection and try again.')).toBeVisible();
    expect(draft).toHaveValue('Hello?');
  });

  it("shows the server's reason when a flood of messages is refused (429), and keeps the text", async () => {
    api();
    const { user, dialog } = await openChat();
    await waitFor(() => expect(FakeSocket.latest().readyState).toBe(FakeSocket.OPEN));
    const socket = FakeSocket.latest();
    act(() => socket.receive({ type: 'chat_init', messages: [], has_more: false }));
    const draft = await within(dialog).findByRole('textbox', { name: 'Write a message' });
    await waitFor(() => expect(draft).toBeEnabled());
    await user.type(draft, 'Again?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const [sent] = socket.sentOfType('send_message');
    const detail = 'Too many changes in a short time. Please wait a moment and try again.';
    act(() =>
      socket.receive({
        type: 'error',
        status: 429,
        detail,
        retry_after: 30,
        client_id: sent?.client_id,
      }),
    );
    expect(await screen.findByText('Message not sent')).toBeVisible();
    expect(screen.getByText(detail)).toBeVisible();
    expect(draft).toHaveValue('Again?');
  });

  it.each([
    [SOCKET_CLOSE_CODES.signedOut, CHAT_CLOSED_MESSAGES.signedOut],
    [SOCKET_CLOSE_CODES.noLongerAllowed, CHAT_CLOSED_MESSAGES.noLongerAllowed],
  ])(
    'says why when the server ends an open chat for good (close %i), and does not reconnect',
    async (code, why) => {
      api();
      const { dialog } = await openChat();
      await waitFor(() => expect(FakeSocket.latest().readyState).toBe(FakeSocket.OPEN));
      const socket = FakeSocket.latest();
      act(() => socket.receive({ type: 'chat_init', messages: [], has_more: false }));
      await within(dialog).findByText('No messages yet. Say hello!');
      const opened = FakeSocket.instances.length;
      act(() => socket.serverClose(code));
      expect(await screen.findByText(CHAT_CLOSED_MESSAGES.title)).toBeVisible();
      expect(screen.getByText(why)).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(FakeSocket.instances).toHaveLength(opened);
    },
  );

  it("reconnects at once with a fresh token when the server closes at the token's expiry", async () => {
    let issued = 0;
    const requests = api({
      'POST /api/auth/token/': () => {
        issued += 1;
        return json(200, tokenAnswer(issued === 1 ? 'jwt' : 'jwt-2'));
      },
    });
    await openChat();
    await waitFor(() => expect(FakeSocket.latest().readyState).toBe(FakeSocket.OPEN));
    const socket = FakeSocket.latest();
    act(() => socket.serverClose(SOCKET_CLOSE_CODES.tokenExpired));
    await waitFor(() => expect(FakeSocket.latest()).not.toBe(socket));
    expect(requestsTo(requests, '/api/auth/token/').length).toBeGreaterThan(1);
    expect(FakeSocket.latest().url).toMatch(/\?token=jwt-2$/);
    expect(screen.queryByText(CHAT_CLOSED_MESSAGES.title)).toBeNull();
  });

  it("says 'Unable to start chat' and closes when the conversation cannot start", async () => {
    api({
      'POST /api/conversations/start/': () => json(500, { detail: 'Internal server error.' }),
    });
    await openChat().catch(() => undefined);
    expect(await screen.findByText('Unable to start chat', {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText('Please try again in a moment.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);
});
