import { FEED_TEXTS } from '@marshlog/domain';
import { ButtonLink, EmptyState } from '../../../ui';
import type { FeedTab } from '../keys';

/** Every empty state of seed 000 section 2, by tab. */
export function FeedEmpty({ tab }: { tab: FeedTab }) {
  if (tab === 'friends') {
    return (
      <EmptyState
        title={FEED_TEXTS.emptyFriends}
        action={<ButtonLink to="/friends">{FEED_TEXTS.findFriends}</ButtonLink>}
      />
    );
  }
  if (tab === 'mine') {
    return (
      <EmptyState
        title={FEED_TEXTS.emptyMine}
        action={<ButtonLink to="/hunts/create">{FEED_TEXTS.createHunt}</ButtonLink>}
      />
    );
  }
  if (tab === 'public') return <EmptyState title={FEED_TEXTS.emptyPublic} />;
  return <EmptyState title={FEED_TEXTS.emptyAny} />;
}
