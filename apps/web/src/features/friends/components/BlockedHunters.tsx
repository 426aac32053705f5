import { useState } from 'react';
import { FRIENDSHIPS_PAGE_SIZE, type Friendship } from '@marshlog/domain';
import { errorMessage, useSession } from '../../../api';
import { Button, EmptyState, useToast } from '../../../ui';
import { useEndFriendship, useFriendships } from '../api';
import { otherHunter } from '../relations';
import { FriendsSection } from './FriendsSection';
import { HunterRow } from './HunterRow';

/** Hunters the viewer blocked, with Unblock; shown only when there are some. */
export function BlockedHunters() {
  const [page, setPage] = useState(1);
  const query = useFriendships({ status: 'blocked', page });
  const unblock = useEndFriendship();
  const toast = useToast();
  const myId = useSession().user?.id ?? 0;
  if (!query.data?.count && !query.isError) return null;

  const lift = (friendship: Friendship) => {
    const hunter = otherHunter(friendship, myId);
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
      query={query}
      page={page}
      pageSize={FRIENDSHIPS_PAGE_SIZE}
      onPageChange={setPage}
      loadingText="Loading blocked hunters..."
      errorTitle="Could not load blocked hunters"
      empty={<EmptyState title="Nobody blocked" />}
      renderRow={(friendship) => {
        const hunter = otherHunter(friendship, myId);
        return (
          <HunterRow
            key={friendship.id}
            hunter={hunter}
            actions={
              <Button
                size="sm"
                variant="secondary"
                onClick={() => lift(friendship)}
                loading={unblock.isPending && unblock.variables === friendship.id}
                disabled={unblock.isPending}
                aria-label={`Unblock ${hunter.name}`}
              >
                Unblock
              </Button>
            }
          />
        );
      }}
    />
  );
}
