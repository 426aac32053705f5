import type { ReactNode } from 'react';
import type { User } from '@marshlog/domain';
import { Avatar } from '../../../ui';

/** One hunter in a list: picture, name, @username (and email where the server shows it), then actions. */
export function HunterRow({
  hunter,
  detail,
  actions,
}: {
  hunter: User;
  detail?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0">
      <Avatar name={hunter.name} imageUrl={hunter.profile_image_url} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold break-words text-ink">{hunter.name}</p>
        <p className="text-sm break-all text-ink-muted">
          @{hunter.username}
          {hunter.email ? <span className="text-ink-faint"> · {hunter.email}</span> : null}
        </p>
        {detail ? <p className="text-sm text-ink-faint">{detail}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}

/** A divided list of HunterRows. */
export function HunterList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-line">
      {children}
    </ul>
  );
}
