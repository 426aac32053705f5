import {
  ITEM_PERMISSION_FLAGS,
  PERMISSION_BADGE_LABELS,
  type Hunt,
  type ItemPermissionFlag,
} from '@marshlog/domain';
import { Badge, type BadgeTone } from '../../../ui';

const tones: Record<ItemPermissionFlag, BadgeTone> = {
  is_owner: 'accent',
  can_edit: 'success',
  can_view_details: 'info',
  can_comment: 'neutral',
  can_upload_photos: 'neutral',
};

/** What the viewer may do with this hunt, as the server computed it: a badge per granted flag. */
export function PermissionBadges({ hunt }: { hunt: Pick<Hunt, ItemPermissionFlag> }) {
  const granted = ITEM_PERMISSION_FLAGS.filter((flag) => hunt[flag]);
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
