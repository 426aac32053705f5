import { useState } from 'react';
import { CHAT_MESSAGES } from '@marshlog/domain';
import { Button } from '../../ui';
import { ChatModal } from './ChatModal';
import type { ChatFriend } from './use-chat';

/** "Message" beside a friend: opens the Direct chat modal with them. */
export function MessageButton({ friend }: { friend: ChatFriend }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={`${CHAT_MESSAGES.messageButton} ${friend.name}`}
      >
        {CHAT_MESSAGES.messageButton}
      </Button>
      <ChatModal open={open} onOpenChange={setOpen} friend={friend} />
    </>
  );
}
