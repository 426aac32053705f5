import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHAT_CLOSED_MESSAGES,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  SOCKET_CLOSE_CODES,
  CHAT_SEND_TIMEOUT_MS,
  CHAT_TYPING_IDLE_MS,
  type ChatServerFrame,
  type Message,
} from '@marshlog/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../ui';
import { openLiveSocket, type LiveSocket } from '../../realtime/live-socket';
import {
  chatKeys,
  fetchMessages,
  postMessage,
  startConversation,
  useMarkConversationRead,
} from './api';
import { mergeMessages } from './merge-messages';
import { holdConversationOpen } from './open-conversations';

/** How long the friend's typing indicator stays without a typing_stop (their tab may have gone). */
const FRIEND_TYPING_TIMEOUT_MS = 6000;

export interface ChatFriend {
  id: number;
  name: string;
}

/** A send the server refused on purpose (the write budget spent): its detail says why. */
export class ChatSendRefused extends Error {}

interface PendingSend {
  resolve(): void;
  reject(reason: Error): void;
}

/**
 * One open chat with a friend (seed 000 sections 2, 4 and 7): starts the conversation, opens its
 * socket, keeps the messages (newest last), the friend's typing, older pages, and sends with an
 * acknowledgement. `onFailedStart` runs after the 'Unable to start chat' toast.
 */
export function useChat(friend: ChatFriend, onFailedStart: () => void) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const markRead = useMarkConversationRead();
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [ready, setReady] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [friendTyping, setFriendTyping] = useState(false);
  const socket = useRef<LiveSocket | null>(null);
  const pending = useRef(new Map<string, PendingSend>());
  const nextOlderPage = useRef(2);
  const typingSent = useRef(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const friendTypingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sendCounter = useRef(0);
  const markReadRef = useRef(markRead.mutate);
  const failedStart = useRef(onFailedStart);
  useEffect(() => {
    markReadRef.current = markRead.mutate;
    failedStart.current = onFailedStart;
  });
  // While this chat shows, its friend's new messages raise no toast elsewhere (LiveUnread).
  useEffect(
    () => (conversationId === null ? undefined : holdConversationOpen(conversationId)),
    [conversationId],
  );

  useEffect(() => {
    let cancelled = false;
    let everReady = false;
    const pendingSends = pending.current;
    const unableToStart = () => {
      toast.error(CHAT_MESSAGES.startFailedTitle, {
        description: CHAT_MESSAGES.startFailedDescription,
      });
      failedStart.current();
    };

    /** The chat was open and the server ended it for good: say why; sending goes over REST. */
    const chatClosed = (code: number) => {
      toast.error(CHAT_CLOSED_MESSAGES.title, {
        description:
          code === SOCKET_CLOSE_CODES.signedOut
            ? CHAT_CLOSED_MESSAGES.signedOut
            : CHAT_CLOSED_MESSAGES.noLongerAllowed,
      });
    };

    const onFrame = (frame: ChatServerFrame, id: number) => {
      switch (frame.type) {
        case 'chat_init':
          everReady = true;
          setMessages((current) => mergeMessages(current, frame.messages));
          setHasMore(frame.has_more);
          setReady(true);
          markReadRef.current(id);
          return;
        case 'chat_message': {
          setMessages((current) => mergeMessages(current, [frame.message]));
          const waiting = frame.client_id ? pendingSends.get(frame.client_id) : undefined;
          waiting?.resolve();
          if (frame.message.sender.id === friend.id) {
            setFriendTyping(false);
            markReadRef.current(id);
          } else {
            void queryClient.invalidateQueries({ queryKey: chatKeys.all });
          }
          return;
        }
        case 'chat_typing':
          if (frame.user_id !== friend.id) return;
          clearTimeout(friendTypingTimer.current);
          setFriendTyping(frame.status === 'start');
          if (frame.status === 'start') {
            friendTypingTimer.current = setTimeout(
              () => setFriendTyping(false),
              FRIEND_TYPING_TIMEOUT_MS,
            );
          }
          return;
        case 'error': {
          const waiting = frame.client_id ? pendingSends.get(frame.client_id) : undefined;
          waiting?.reject(
            frame.status === undefined
              ? new Error(frame.detail)
              : new ChatSendRefused(frame.detail),
          );
          return;
        }
        case 'notification':
          return;
      }
    };

    startConversation(friend.id).then(
      (conversation) => {
        if (cancelled) return;
        setConversationId(conversation.id);
        socket.current = openLiveSocket<ChatServerFrame>({
          path: `/ws/chat/${conversation.id}/`,
          onFrame: (frame) => onFrame(frame, conversation.id),
          onStatus: (status) => {
            if (status === 'offline' && !everReady && !cancelled) unableToStart();
          },
          onRefused: (code) => {
            if (cancelled) return;
            if (!everReady) unableToStart();
            else chatClosed(code);
          },
        });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn('Chat could not start', error);
        unableToStart();
      },
    );
    return () => {
      cancelled = true;
      socket.current?.close();
      socket.current = null;
      clearTimeout(typingTimer.current);
      clearTimeout(friendTypingTimer.current);
      for (const waiting of pendingSends.values()) waiting.reject(new Error('chat closed'));
      pendingSends.clear();
    };
  }, [friend.id, queryClient, toast]);

  const stopTyping = useCallback(() => {
    clearTimeout(typingTimer.current);
    if (!typingSent.current) return;
    typingSent.current = false;
    socket.current?.send({ type: 'typing_stop' });
  }, []);

  /** Call on every keystroke: typing_start once, typing_stop after 1.5 s idle. */
  const noteTyping = useCallback(() => {
    if (!typingSent.current && socket.current?.send({ type: 'typing_start' })) {
      typingSent.current = true;
    }
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(stopTyping, CHAT_TYPING_IDLE_MS);
  }, [stopTyping]);

  /** Sends and resolves once the server has stored it; rejects otherwise. */
  const send = useCallback(
    async (content: string) => {
      if (conversationId === null) throw new Error('chat not started');
      stopTyping();
      sendCounter.current += 1;
      const clientId = `${Date.now()}-${sendCounter.current}`;
      const acknowledged = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('no acknowledgement')),
          CHAT_SEND_TIMEOUT_MS,
        );
        pending.current.set(clientId, {
          resolve: () => {
            clearTimeout(timer);
            pending.current.delete(clientId);
            resolve();
          },
          reject: (reason) => {
            clearTimeout(timer);
            pending.current.delete(clientId);
            reject(reason);
          },
        });
      });
      if (socket.current?.send({ type: 'send_message', content, client_id: clientId })) {
        await acknowledged;
        return;
      }
      pending.current.get(clientId)?.resolve();
      const message = await postMessage(conversationId, content);
      setMessages((current) => mergeMessages(current, [message]));
    },
    [conversationId, stopTyping],
  );

  /** The page before the oldest loaded, 50 at a time. */
  const loadOlder = useCallback(async () => {
    if (conversationId === null || loadingOlder || !hasMore) return;
    setLoadingOlder(true);
    try {
      const page = await fetchMessages(conversationId, nextOlderPage.current, CHAT_PAGE_SIZE);
      nextOlderPage.current += 1;
      setMessages((current) => mergeMessages(current, page.results));
      setHasMore(page.next !== null);
    } catch (error) {
      console.warn('Older messages could not be loaded', error);
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, hasMore, loadingOlder]);

  return { ready, messages, hasMore, loadingOlder, friendTyping, send, noteTyping, loadOlder };
}
