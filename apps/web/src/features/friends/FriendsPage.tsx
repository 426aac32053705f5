import type { ReactNode } from 'react';
import { PageHeader, cx } from '../../ui';
import { BlockedHunters } from './components/BlockedHunters';
import { FriendsList } from './components/FriendsList';
import { IncomingRequests, OutgoingRequests } from './components/FriendRequests';
import { HunterSearch } from './components/HunterSearch';

/** A slot in the phone's single column, ordered by `order`; on a desktop it keeps its column's order. */
function Slot({ order, children }: { order: string; children: ReactNode }) {
  return <div className={cx(order, 'empty:hidden lg:order-none')}>{children}</div>;
}

/**
 * /friends: find hunters, answer requests, and keep the list of friends. On a phone the requests
 * waiting for an answer come first, then search and friends; on a desktop requests sit on the right.
 */
export default function FriendsPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Friends"
        description="Hunt with friends: they see what you share with them."
      />
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <Slot order="order-2">
            <HunterSearch />
          </Slot>
          <Slot order="order-3">
            <FriendsList />
          </Slot>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <Slot order="order-1">
            <IncomingRequests />
          </Slot>
          <Slot order="order-4">
            <OutgoingRequests />
          </Slot>
          <Slot order="order-5">
            <BlockedHunters />
          </Slot>
        </div>
      </div>
    </div>
  );
}
