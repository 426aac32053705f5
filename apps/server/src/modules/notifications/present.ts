import {
  notificationLink,
  notificationText,
  type Notification,
  type NotificationKind,
  type NotificationTargetType,
} from '@marshlog/domain';
import { isoTime } from '../../platform/iso-time.js';

/** A notification row with its actor, as the queries select it. */
export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  targetType: string;
  targetId: number;
  isRead: boolean;
  createdAt: Date;
  actor: { id: number; name: string; username: string; profileImageUrl: string | null };
}

/** The notification JSON: `{id, kind, actor, message, target, link, is_read, created_at}`. */
export function presentNotification(row: NotificationRow): Notification {
  const { kind } = row;
  const target = { type: row.targetType as NotificationTargetType, id: row.targetId };
  return {
    id: row.id,
    kind,
    actor: {
      id: row.actor.id,
      name: row.actor.name,
      username: row.actor.username,
      profile_image_url: row.actor.profileImageUrl,
    },
    message: notificationText(kind, row.actor.name),
    target,
    link: notificationLink(target),
    is_read: row.isRead,
    created_at: isoTime(row.createdAt),
  };
}
