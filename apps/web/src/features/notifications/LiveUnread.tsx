import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  UNREAD_MESSAGE_TEXTS,
  type NotificationFrame,
  type UnreadCountsFrame,
} from '@marshlog/domain';
import { useToast } from '../../ui';
import { openLiveSocket } from '../../realtime/live-socket';
import { chatKeys } from '../chat/keys';
import { isConversationOpen } from '../chat/open-conversations';
import { notificationKeys } from './keys';
import { hearUnreadCount } from './unread-count';

type LiveUnreadFrame = UnreadCountsFrame | NotificationFrame | { type: 'other' };

/**
 * Keeps the bell's and the Messages badge's counts live for a signed-in hunter through the feed
 * socket: each `unread_counts` frame sets both to the server's numbers. The server sends one on
 * every (re)opening, read once the socket hears every change, so frames missed while away cost
 * nothing and no count is asked of the API again (a reading of the API still on its way when a
 * frame arrives gives way to it: unread-count.ts). A message that arrives while its conversation is not
 * open raises "New message from {name}" with a link to it.
 */
export default function LiveUnread() {
  const queryClient = useQueryClient();
  const toast = useToast();

  useEffect(() => {
    const socket = openLiveSocket<LiveUnreadFrame>({
      path: '/ws/feed/',
      onFrame: (frame) => {
        if (frame.type === 'unread_counts') {
          hearUnreadCount(queryClient, notificationKeys.unreadCount(), frame.notifications);
          hearUnreadCount(queryClient, chatKeys.unreadCount(), frame.messages);
          return;
        }
        if (frame.type !== 'notification') return;
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
        const { notification } = frame;
        if (notification.kind !== 'new_message' || isConversationOpen(notification.target.id)) {
          return;
        }
        // The lists' unread counts; the badge's own count comes with the frame after this one.
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        const sender = notification.actor?.name ?? UNREAD_MESSAGE_TEXTS.unknownSender;
        // One toast per conversation: the next message replaces it; following its link ends it.
        const id = `new-message-${notification.target.id}`;
        toast.info(UNREAD_MESSAGE_TEXTS.toastTitle.replace('{name}', sender), {
          id,
          description: (
            <Link
              to={notification.link}
              onClick={() => toast.dismiss(id)}
              className="font-semibold text-accent-strong underline"
            >
              {UNREAD_MESSAGE_TEXTS.openConversation}
            </Link>
          ),
        });
      },
    });
    return () => socket.close();
  }, [queryClient, toast]);

  return null;
}
