import { ANONYMOUS_HUNTER_NAME, type Report, type ReportAuthor } from '@marshlog/domain';
import { formatHuntDate, formatLongHuntDate, formatPlace, pluralize } from '../hunts/format';

/** '2025-11-15' -> 'Sat, Nov 15, 2025': a report date is a calendar day, as a hunt's is. */
export const formatReportDate = formatHuntDate;
export const formatLongReportDate = formatLongHuntDate;

/** Where a report is about: its place name, or its coordinates to 4 decimals. */
export function reportPlace(report: Pick<Report, 'location_name' | 'latitude' | 'longitude'>) {
  return report.location_name ?? formatPlace(report.latitude, report.longitude);
}

/** The author's name; an anonymous report names no one (the server sends no id, name or email). */
export function authorName(author: ReportAuthor): string {
  return author.id === null ? ANONYMOUS_HUNTER_NAME : author.name;
}

export function commentCountLabel(count: number): string {
  return pluralize(count, 'comment', 'comments');
}

export function photoCountLabel(count: number): string {
  return pluralize(count, 'photo', 'photos');
}

const timestampFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When a comment was written, in the reader's time zone. */
export function formatTimestamp(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : timestampFormat.format(at);
}

/** Someone else's report for chosen partners, the viewer among them. */
export function sharedWithMe(report: Pick<Report, 'is_owner' | 'audience'>): boolean {
  return !report.is_owner && report.audience === 'partners';
}

/** Whether the viewer may do anything beyond reading. */
export function mayDoMore(
  report: Pick<Report, 'is_owner' | 'can_edit' | 'can_comment' | 'can_upload_photos'>,
): boolean {
  return report.is_owner || report.can_edit || report.can_comment || report.can_upload_photos;
}
