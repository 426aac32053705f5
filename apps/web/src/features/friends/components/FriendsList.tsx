import { useState } from 'react';
import type { Friendship, User } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, ConfirmDialog, EmptyState, useToast } from '../../../ui';
import { useEndFriendship, useFriendshipAction } from '../api';
import { FriendsSection } from './FriendsSection';
import { MessageButton } from '../../chat/MessageButton';

interface PendingChoice {
  kind: 'unfriend' | 'block';
  friendship: Friendship;
  hunter: User;
}

/** The viewer's friends, each with Unfriend and Block behind a confirmation. */
export function FriendsList() {
  const [choice, setChoice] = useState<PendingChoice | null>(null);
  const unfriend = useEndFriendship();
  const block = useFriendshipAction();
  const toast = useToast();

  const confirm = () => {
    if (!choice) return;
    const { hunter, friendship } = choice;
    const close = () => setChoice(null);
    if (choice.kind === 'unfriend') {
      unfriend.mutate(friendship.id, {
        onSuccess: () => {
          close();
          toast.success('Friend removed', {
            description: `You and ${hunter.name} are no longer friends.`,
          });
        },
        onError: (error) =>
          toast.error('Could not remove the friend', { description: errorMessage(error) }),
      });
      return;
    }
    block.mutate(
      { id: friendship.id, action: 'block' },
      {
        onSuccess: () => {
          close();
          toast.success('Hunter blocked', {
            description: `${hunter.name} can no longer see your friends-only items or contact you.`,
          });
        },
        onError: (error) =>
          toast.error('Could not block the hunter', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <>
      <FriendsSection
        title="Your friends"
        description="They see what you share with friends."
        filter={{ status: 'accepted' }}
        loadingText="Loading your friends..."
        errorTitle="Could not load your friends"
        empty={
          <EmptyState
            title="No friends yet"
            description="Find hunters you know by name or username and send them a request."
          />
        }
        rowActions={(friendship, hunter) => (
          <>
            <MessageButton friend={{ id: hunter.id, name: hunter.name }} />
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setChoice({ kind: 'unfriend', friendship, hunter })}
              aria-label={`Unfriend ${hunter.name}`}
            >
              Unfriend
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger hover:text-danger"
              onClick={() => setChoice({ kind: 'block', friendship, hunter })}
              aria-label={`Block ${hunter.name}`}
            >
              Block
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        open={choice !== null}
        onOpenChange={(open) => (open ? undefined : setChoice(null))}
        title={
          choice?.kind === 'block'
            ? `Block ${choice.hunter.name}?`
            : `Unfriend ${choice?.hunter.name ?? ''}?`
        }
        message={
          choice?.kind === 'block'
            ? 'This ends your friendship. They will no longer find you, see anything of yours beyond public items, or send you requests or messages.'
            : 'They will no longer see your friends-only hunts, locations and reports. You can send a new request later.'
        }
        confirmLabel={choice?.kind === 'block' ? 'Block' : 'Unfriend'}
        destructive
        pending={unfriend.isPending || block.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
