import type { Location } from '@marshlog/domain';
import { Badge, type BadgeTone } from '../../../ui';

type PermissionFlag =
  'is_owner' | 'can_edit' | 'can_view_details' | 'can_comment' | 'can_upload_photos';

/** The server's permission flags as the seed's badges (seed 001, detail modals). */
const badges: { flag: PermissionFlag; label: string; tone: BadgeTone }[] = [
  { flag: 'is_owner', label: 'Owner', tone: 'accent' },
  { flag: 'can_edit', label: 'Can Edit', tone: 'success' },
  { flag: 'can_view_details', label: 'Can View Details', tone: 'info' },
  { flag: 'can_comment', label: 'Can Comment', tone: 'neutral' },
  { flag: 'can_upload_photos', label: 'Can Upload Photos', tone: 'neutral' },
];

export function PermissionBadges({ location }: { location: Pick<Location, PermissionFlag> }) {
  const granted = badges.filter(({ flag }) => location[flag]);
  if (granted.length === 0) return null;
  return (
    <ul aria-label="Your permissions" className="flex flex-wrap gap-2">
      {granted.map(({ flag, label, tone }) => (
        <li key={flag}>
          <Badge tone={tone}>{label}</Badge>
        </li>
      ))}
    </ul>
  );
}
