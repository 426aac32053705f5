import {
  ITEM_PERMISSION_FLAGS,
  PERMISSION_BADGE_LABELS,
  type ItemPermissionFlag,
} from '@marshlog/domain';
import { Badge, type BadgeTone } from './Badge';

const tones: Record<ItemPermissionFlag, BadgeTone> = {
  is_owner: 'accent',
  can_edit: 'success',
  can_view_details: 'info',
  can_comment: 'neutral',
  can_upload_photos: 'neutral',
};

/** What the viewer may do with a hunt or location, as the server computed it: a badge per granted flag. */
export function PermissionBadges({ item }: { item: Record<ItemPermissionFlag, boolean> }) {
  const granted = ITEM_PERMISSION_FLAGS.filter((flag) => item[flag]);
  if (granted.length === 0) return null;
  return (
    <ul aria-label="Your permissions" className="flex flex-wrap gap-2">
      {granted.map((flag) => (
        <li key={flag}>
          <Badge tone={tones[flag]}>{PERMISSION_BADGE_LABELS[flag]}</Badge>
        </li>
      ))}
    </ul>
  );
}
