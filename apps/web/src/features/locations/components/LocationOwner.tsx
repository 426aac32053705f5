import type { User } from '@marshlog/domain';
import { Avatar } from '../../../ui';

/** Whose location it is: name, username, and email where the server shows it (the owner and friends). */
export function LocationOwner({ owner }: { owner: User }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={owner.name} imageUrl={owner.profile_image_url} />
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink" data-testid="location-owner-name">
          {owner.name}
        </p>
        <p className="text-sm break-all text-ink-muted">@{owner.username}</p>
        {owner.email ? <p className="text-sm break-all text-ink-muted">{owner.email}</p> : null}
      </div>
    </div>
  );
}
