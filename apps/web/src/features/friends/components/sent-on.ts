import type { Friendship } from '@marshlog/domain';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "Sent Nov 22, 2025" for a request row. */
export function sentOn(friendship: Friendship): string {
  return `Sent ${dateFormat.format(new Date(friendship.created_at))}`;
}
