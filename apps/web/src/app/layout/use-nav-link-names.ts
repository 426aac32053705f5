import { skipToken, useQuery } from '@tanstack/react-query';
import { UNREAD_MESSAGE_TEXTS } from '@marshlog/domain';
import { chatKeys } from '../../features/chat/keys';
import type { NavItem } from '../navigation';

/**
 * The links' names: the Messages link's whole name while messages wait ("Messages, 3 unread"),
 * read from the count the lazily loaded badge keeps (this only watches the cache, it never
 * fetches); otherwise none, and a link is named by its text. One cache observer for all links.
 */
export function useNavLinkNames(): (item: NavItem) => string | undefined {
  const unread = useQuery({ queryKey: chatKeys.unreadCount(), queryFn: skipToken }).data;
  return (item) => {
    if (item.badge !== 'messages' || typeof unread !== 'number' || unread === 0) return undefined;
    return `${item.label}${UNREAD_MESSAGE_TEXTS.navUnread.replace('{count}', String(unread))}`;
  };
}
