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

/** Every ability but viewing details, which anyone who sees an item has: it tells them nothing. */
const TELLING_ABILITIES = ITEM_PERMISSION_FLAGS.filter(
  (flag) => flag !== 'is_owner' && flag !== 'can_view_details',
);

/** The abilities that differ between viewers of hunts and locations, which take no comments. */
export const UNCOMMENTED_ITEM_ABILITIES = ['can_edit', 'can_upload_photos'] as const;

/**
 * What the viewer may do with an item, as the server computed it. The owner sees one Owner badge
 * (they may do everything); anyone else sees a badge per granted ability among `abilities`, the
 * ones that mean something on this kind of item (no Can Comment where nothing takes comments).
 */
export function PermissionBadges({
  item,
  abilities = TELLING_ABILITIES,
}: {
  item: Record<ItemPermissionFlag, boolean>;
  abilities?: readonly ItemPermissionFlag[];
}) {
  const granted: ItemPermissionFlag[] = item.is_owner
    ? ['is_owner']
    : abilities.filter((flag) => flag !== 'is_owner' && item[flag]);
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
