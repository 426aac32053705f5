import type { Friendship, User } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, EmptyState, useToast } from '../../../ui';
import { useEndFriendship, useFriendshipAction } from '../api';
import { FriendsSection } from './FriendsSection';

/** Requests other hunters sent the viewer: Accept or Decline. */
export function IncomingRequests() {
  const answer = useFriendshipAction();
  const toast = useToast();

  const respond = (friendship: Friendship, hunter: User, action: 'accept' | 'decline') => {
    answer.mutate(
      { id: friendship.id, action },
      {
        onSuccess: () =>
          action === 'accept'
            ? toast.success('Friend request accepted', {
                description: `You and ${hunter.name} are now friends.`,
              })
            : toast.success('Friend request declined', {
                description: `${hunter.name} was not added.`,
              }),
        onError: (error) =>
          toast.error(`Could not ${action} the request`, { description: errorMessage(error) }),
      },
    );
  };
  const busy = (friendship: Friendship, action: 'accept' | 'decline') =>
    answer.isPending && answer.variables.id === friendship.id && answer.variables.action === action;

  return (
    <FriendsSection
      title="Friend requests"
      description="Hunters who asked to be your friend."
      filter={{ status: 'pending', direction: 'incoming' }}
      showSentDate
      loadingText="Loading friend requests..."
      errorTitle="Could not load friend requests"
      empty={
        <EmptyState
          title="No requests waiting"
          description="When a hunter asks to be your friend, it shows up here."
        />
      }
      rowActions={(friendship, hunter) => (
        <>
          <Button
            size="sm"
            onClick={() => respond(friendship, hunter, 'accept')}
            loading={busy(friendship, 'accept')}
            disabled={answer.isPending}
            aria-label={`Accept ${hunter.name}`}
          >
            Accept
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => respond(friendship, hunter, 'decline')}
            loading={busy(friendship, 'decline')}
            disabled={answer.isPending}
            aria-label={`Decline ${hunter.name}`}
          >
            Decline
          </Button>
        </>
      )}
    />
  );
}

/** Requests the viewer sent that are still waiting: Cancel withdraws one. */
export function OutgoingRequests() {
  const cancel = useEndFriendship();
  const toast = useToast();

  const withdraw = (friendship: Friendship, hunter: User) => {
    cancel.mutate(friendship.id, {
      onSuccess: () =>
        toast.success('Friend request cancelled', {
          description: `Your request to ${hunter.name} is withdrawn.`,
        }),
      onError: (error) =>
        toast.error('Could not cancel the request', { description: errorMessage(error) }),
    });
  };

  return (
    <FriendsSection
      title="Sent requests"
      description="Waiting for the other hunter to answer."
      filter={{ status: 'pending', direction: 'outgoing' }}
      showSentDate
      loadingText="Loading sent requests..."
      errorTitle="Could not load sent requests"
      empty={
        <EmptyState
          title="No sent requests"
          description="Search for a hunter and send a request."
        />
      }
      rowActions={(friendship, hunter) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => withdraw(friendship, hunter)}
          loading={cancel.isPending && cancel.variables === friendship.id}
          disabled={cancel.isPending}
          aria-label={`Cancel request to ${hunter.name}`}
        >
          Cancel request
        </Button>
      )}
    />
  );
}
