import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_TEXT } from '@marshlog/domain';
import { EmptyState, LoadingState, PageHeader, Pagination, QueryErrorState } from '../../ui';
import { useConversations } from './api';
import { ChatModal } from './ChatModal';
import { ConversationRow } from './ConversationRow';
import type { ChatFriend } from './use-chat';

/**
 * Messages: the hunter's conversations, most recently active first, each with its unread count.
 * Choosing one opens the Direct chat modal; `?conversation={id}` (a notification's link) opens it.
 */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ChatFriend | null>(null);
  const conversations = useConversations(page);
  const linkedId = Number(params.get('conversation'));
  const linked = conversations.data?.results.find((item) => item.id === linkedId);
  const friend = chosen ?? (linked ? linked.other_user : null);

  const closeChat = () => {
    setChosen(null);
    if (params.has('conversation')) {
      params.delete('conversation');
      setParams(params, { replace: true });
    }
  };

  return (
    <>
      <PageHeader title={MESSAGES_PAGE_TEXT.title} description={MESSAGES_PAGE_TEXT.description} />
      {conversations.isPending ? (
        <LoadingState />
      ) : conversations.isError ? (
        <QueryErrorState title="Could not load your messages" query={conversations} />
      ) : conversations.data.results.length === 0 ? (
        <EmptyState
          title={MESSAGES_PAGE_TEXT.emptyTitle}
          description={MESSAGES_PAGE_TEXT.emptyDescription}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {conversations.data.results.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  onOpen={() => setChosen(conversation.other_user)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            count={conversations.data.count}
            pageSize={CONVERSATIONS_PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
      {friend ? (
        <ChatModal
          open
          onOpenChange={(open) => (open ? undefined : closeChat())}
          friend={{ id: friend.id, name: friend.name }}
        />
      ) : null}
    </>
  );
}
