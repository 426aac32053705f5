import { useLayoutEffect, useRef } from 'react';
import { CHAT_MESSAGES, type Message } from '@marshlog/domain';
import { Spinner, cx } from '../../ui';

const TOP_MARGIN_PX = 40;

/**
 * The conversation, oldest at the top. It opens at the newest message, follows new ones while
 * the hunter is at the bottom, and asks for older ones when scrolled to the top, keeping the
 * view where it was as they are added above.
 */
export function ChatMessages({
  messages,
  ownId,
  hasMore,
  loadingOlder,
  onReachTop,
}: {
  messages: Message[];
  ownId: number;
  hasMore: boolean;
  loadingOlder: boolean;
  onReachTop: () => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const previous = useRef({ firstId: 0, lastId: 0, height: 0 });

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const firstId = messages[0]?.id ?? 0;
    const lastId = messages[messages.length - 1]?.id ?? 0;
    const before = previous.current;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 120;
    if (before.firstId !== 0 && firstId < before.firstId) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (
      lastId !== before.lastId &&
      (before.lastId === 0 || nearBottom || lastId > before.lastId)
    ) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { firstId, lastId, height: element.scrollHeight };
  }, [messages]);

  return (
    <div
      ref={list}
      role="log"
      aria-label={CHAT_MESSAGES.section}
      onScroll={(event) => {
        if (hasMore && !loadingOlder && event.currentTarget.scrollTop < TOP_MARGIN_PX) onReachTop();
      }}
      className="flex h-80 max-h-[50dvh] flex-col gap-2 overflow-y-auto rounded-lg border border-line bg-canvas p-3"
    >
      {loadingOlder ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" /> {CHAT_MESSAGES.olderLoading}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p className="m-auto text-center text-ink-muted">{CHAT_MESSAGES.empty}</p>
      ) : (
        messages.map((message) => {
          const own = message.sender.id === ownId;
          return (
            <div
              key={message.id}
              className={cx(
                'max-w-[85%] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap',
                own ? 'self-end bg-accent text-on-accent' : 'self-start bg-raised text-ink',
              )}
            >
              <span className="sr-only">{own ? 'You' : message.sender.name}: </span>
              {message.content}
              <time
                dateTime={message.created_at}
                className={cx('mt-1 block text-xs', own ? 'text-on-accent/80' : 'text-ink-faint')}
              >
                {new Date(message.created_at).toLocaleTimeString([], {
                  hour: 'numeric',
                  minute: '2-digit',
                })}
              </time>
            </div>
          );
        })
      )}
    </div>
  );
}
