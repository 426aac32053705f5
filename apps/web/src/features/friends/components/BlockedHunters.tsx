import type { Friendship, User } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, EmptyState, useToast } from '../../../ui';
import { useEndFriendship } from '../api';
import { FriendsSection } from './FriendsSection';

/** Hunters the viewer blocked, with Unblock; shown only when there are some. */
export function BlockedHunters() {
  const unblock = useEndFriendship();
  const toast = useToast();

  const lift = (friendship: Friendship, hunter: User) => {
    unblock.mutate(friendship.id, {
      onSuccess: () =>
        toast.success('Hunter unblocked', {
          description: `${hunter.name} can find you and send requests again.`,
        }),
      onError: (error) =>
        toast.error('Could not unblock the hunter', { description: errorMessage(error) }),
    });
  };

  return (
    <FriendsSection
      title="Blocked hunters"
      description="They cannot find you or see anything of yours beyond public items."
      filter={{ status: 'blocked' }}
      hideWhenEmpty
      loadingText="Loading blocked hunters..."
      errorTitle="Could not load blocked hunters"
      empty={<EmptyState title="Nobody blocked" />}
      rowActions={(friendship, hunter) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => lift(friendship, hunter)}
          loading={unblock.isPending && unblock.variables === friendship.id}
          disabled={unblock.isPending}
          aria-label={`Unblock ${hunter.name}`}
        >
          Unblock
        </Button>
      )}
    />
  );
}
