import type { User } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, useToast } from '../../../ui';
import { useFriendshipAction, useSendFriendRequest } from '../api';
import type { HunterRelation } from '../relations';

/** Add friend / Requested / Friends beside a search result; Accept when they asked first. */
export function FriendRequestButton({
  hunter,
  relation,
  loading,
}: {
  hunter: User;
  relation: HunterRelation;
  loading: boolean;
}) {
  const send = useSendFriendRequest();
  const answer = useFriendshipAction();
  const toast = useToast();

  if (relation.kind === 'friends') {
    return (
      <Button variant="secondary" size="sm" disabled>
        Friends
      </Button>
    );
  }
  if (relation.kind === 'requested') {
    return (
      <Button variant="secondary" size="sm" disabled>
        Requested
      </Button>
    );
  }
  if (relation.kind === 'incoming') {
    const accept = () =>
      answer.mutate(
        { id: relation.friendship.id, action: 'accept' },
        {
          onSuccess: () =>
            toast.success('Friend request accepted', {
              description: `You and ${hunter.name} are now friends.`,
            }),
          onError: (error) =>
            toast.error('Could not accept the request', { description: errorMessage(error) }),
        },
      );
    return (
      <Button
        size="sm"
        onClick={accept}
        loading={answer.isPending}
        aria-label={`Accept ${hunter.name}`}
      >
        Accept
      </Button>
    );
  }
  if (relation.kind === 'blocked') {
    return (
      <Button variant="secondary" size="sm" disabled>
        Blocked
      </Button>
    );
  }
  const add = () =>
    send.mutate(hunter.id, {
      onSuccess: () =>
        toast.success('Friend request sent', {
          description: `${hunter.name} will see it in their requests.`,
        }),
      onError: (error) =>
        toast.error('Could not send the request', { description: errorMessage(error) }),
    });
  return (
    <Button
      size="sm"
      onClick={add}
      loading={send.isPending}
      disabled={loading}
      aria-label={`Add friend ${hunter.name}`}
    >
      Add friend
    </Button>
  );
}
