import { useState } from 'react';
import { FRIENDSHIPS_PAGE_SIZE, type Friendship } from '@marshlog/domain';
import { errorMessage, useSession } from '../../../api';
import { Button, EmptyState, useToast } from '../../../ui';
import { useEndFriendship, useFriendshipAction, useFriendships } from '../api';
import { otherHunter } from '../relations';
import { FriendsSection } from './FriendsSection';
import { HunterRow } from './HunterRow';
import { sentOn } from './sent-on';

/** Requests other hunters sent the viewer: Accept or Decline. */
export function IncomingRequests() {
  const [page, setPage] = useState(1);
  const query = useFriendships({ status: 'pending', direction: 'incoming', page });
  const answer = useFriendshipAction();
  const toast = useToast();
  const myId = useSession().user?.id ?? 0;

  const respond = (friendship: Friendship, action: 'accept' | 'decline') => {
    const hunter = otherHunter(friendship, myId);
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
      query={query}
      page={page}
      pageSize={FRIENDSHIPS_PAGE_SIZE}
      onPageChange={setPage}
      loadingText="Loading friend requests..."
      errorTitle="Could not load friend requests"
      empty={
        <EmptyState
          title="No requests waiting"
          description="When a hunter asks to be your friend, it shows up here."
        />
      }
      renderRow={(friendship) => {
        const hunter = otherHunter(friendship, myId);
        return (
          <HunterRow
            key={friendship.id}
            hunter={hunter}
            detail={sentOn(friendship)}
            actions={
              <>
                <Button
                  size="sm"
                  onClick={() => respond(friendship, 'accept')}
                  loading={busy(friendship, 'accept')}
                  disabled={answer.isPending}
                  aria-label={`Accept ${hunter.name}`}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => respond(friendship, 'decline')}
                  loading={busy(friendship, 'decline')}
                  disabled={answer.isPending}
                  aria-label={`Decline ${hunter.name}`}
                >
                  Decline
                </Button>
              </>
            }
          />
        );
      }}
    />
  );
}

/** Requests the viewer sent that are still waiting: Cancel withdraws one. */
export function OutgoingRequests() {
  const [page, setPage] = useState(1);
  const query = useFriendships({ status: 'pending', direction: 'outgoing', page });
  const cancel = useEndFriendship();
  const toast = useToast();
  const myId = useSession().user?.id ?? 0;

  const withdraw = (friendship: Friendship) => {
    const hunter = otherHunter(friendship, myId);
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
      query={query}
      page={page}
      pageSize={FRIENDSHIPS_PAGE_SIZE}
      onPageChange={setPage}
      loadingText="Loading sent requests..."
      errorTitle="Could not load sent requests"
      empty={
        <EmptyState
          title="No sent requests"
          description="Search for a hunter and send a request."
        />
      }
      renderRow={(friendship) => {
        const hunter = otherHunter(friendship, myId);
        return (
          <HunterRow
            key={friendship.id}
            hunter={hunter}
            detail={sentOn(friendship)}
            actions={
              <Button
                size="sm"
                variant="secondary"
                onClick={() => withdraw(friendship)}
                loading={cancel.isPending && cancel.variables === friendship.id}
                disabled={cancel.isPending}
                aria-label={`Cancel request to ${hunter.name}`}
              >
                Cancel request
              </Button>
            }
          />
        );
      }}
    />
  );
}
