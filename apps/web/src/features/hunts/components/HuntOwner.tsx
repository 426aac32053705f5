import type { User } from '@marshlog/domain';
import { Avatar, Card } from '../../../ui';

/** Whose hunt it is: name, username, and the email when the server shares it with this viewer. */
export function HuntOwner({ owner }: { owner: User }) {
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-ink">Hunter</h2>
      <div className="flex items-center gap-3">
        <Avatar name={owner.name} imageUrl={owner.profile_image_url} />
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink" data-testid="hunt-owner-name">
            {owner.name}
          </p>
          <p className="break-all text-ink-muted" data-testid="hunt-owner-username">
            @{owner.username}
          </p>
          {owner.email ? (
            <p className="text-sm break-all text-ink-faint" data-testid="hunt-owner-email">
              {owner.email}
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
