import { MESSAGES_PAGE_TEXT, type Conversation } from '@marshlog/domain';
import { Avatar, Badge, cx } from '../../ui';

/** One conversation: the friend, the last message, when, and how many are unread. */
export function ConversationRow({
  conversation,
  onOpen,
}: {
  conversation: Conversation;
  onOpen: () => void;
}) {
  const { other_user: friend, last_message: last, unread_count: unread } = conversation;
  const preview = last
    ? `${last.sender.id === friend.id ? '' : `${MESSAGES_PAGE_TEXT.you}: `}${last.content}`
    : MESSAGES_PAGE_TEXT.noMessages;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Chat with ${friend.name}${unread ? `, ${unread} unread` : ''}`}
      className="flex min-h-16 w-full items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-left hover:border-line-strong hover:bg-raised"
    >
      <Avatar name={friend.name} imageUrl={friend.profile_image_url} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cx('truncate text-ink', unread ? 'font-bold' : 'font-semibold')}>
            {friend.name}
          </span>
          <time dateTime={conversation.updated_at} className="shrink-0 text-sm text-ink-faint">
            {whenLabel(conversation.updated_at)}
          </time>
        </span>
        <span className={cx('truncate text-sm', unread ? 'text-ink' : 'text-ink-muted')}>
          {preview}
        </span>
      </span>
      {unread ? (
        <Badge tone="accent" className="shrink-0">
          {unread}
        </Badge>
      ) : null}
    </button>
  );
}

/** The time for today's activity, the date for older. */
function whenLabel(iso: string): string {
  const at = new Date(iso);
  return at.toDateString() === new Date().toDateString()
    ? at.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })
    : at.toLocaleDateString();
}
