import { useState, type KeyboardEvent } from 'react';
import { CHAT_MESSAGES, MESSAGE_MAX_LENGTH, chatHeading, typingText } from '@marshlog/domain';
import { useSession } from '../../api';
import { Button, LoadingState, useToast } from '../../ui';
import { ModalDialog } from '../../ui/ModalDialog';
import { ChatMessages } from './ChatMessages';
import { ChatSendRefused, useChat, type ChatFriend } from './use-chat';

export interface ChatModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  friend: ChatFriend;
}

/** The Direct chat modal (seed 000 section 2): "Chat with {friend}", "Direct messages". */
export function ChatDialog({ open, onOpenChange, friend }: ChatModalProps) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={chatHeading(friend.name)} size="md">
      {open ? <ChatBody friend={friend} onClose={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function ChatBody({ friend, onClose }: { friend: ChatFriend; onClose: () => void }) {
  const { user } = useSession();
  const toast = useToast();
  const chat = useChat(friend, onClose);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const blank = draft.trim().length === 0;

  const submit = async () => {
    const content = draft.trim();
    if (!content || !chat.ready) return;
    setSending(true);
    setDraft('');
    try {
      await chat.send(content);
    } catch (error) {
      console.warn('Message not sent', error);
      setDraft((current) => current || content);
      toast.error(CHAT_MESSAGES.sendFailedTitle, {
        description:
          error instanceof ChatSendRefused ? error.message : CHAT_MESSAGES.sendFailedDescription,
      });
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <section aria-labelledby="direct-messages-heading" className="flex flex-col gap-3">
      <h3
        id="direct-messages-heading"
        className="text-sm font-semibold tracking-wide text-ink-muted uppercase"
      >
        {CHAT_MESSAGES.section}
      </h3>
      {chat.ready ? (
        <ChatMessages
          messages={chat.messages}
          ownId={user?.id ?? 0}
          hasMore={chat.hasMore}
          loadingOlder={chat.loadingOlder}
          onReachTop={() => void chat.loadOlder()}
        />
      ) : (
        <LoadingState text={CHAT_MESSAGES.loading} />
      )}
      <p aria-live="polite" className="min-h-5 text-sm text-ink-muted italic">
        {chat.friendTyping ? typingText(friend.name) : ''}
      </p>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="chat-draft" className="sr-only">
          {CHAT_MESSAGES.placeholder}
        </label>
        <textarea
          id="chat-draft"
          value={draft}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={CHAT_MESSAGES.placeholder}
          disabled={!chat.ready}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value.trim()) chat.noteTyping();
          }}
          onKeyDown={onKeyDown}
          className="min-h-11 flex-1 resize-none rounded-lg border border-line bg-canvas px-3 py-2 text-ink placeholder:text-ink-faint focus:border-accent focus:outline-none disabled:opacity-60"
        />
        <Button type="submit" disabled={blank || !chat.ready || sending} className="min-h-11">
          {CHAT_MESSAGES.send}
        </Button>
      </form>
    </section>
  );
}
