import type { ReactNode } from 'react';
import {
  formatHuntDate,
  huntDayName,
  locationDisplayName,
  MAP_MESSAGES,
  type Audience,
} from '@marshlog/domain';
import { AudienceBadge, Button } from '../../../ui';
import { formatCoordinates } from '../item-labels';
import type { HuntProperties, LocationProperties, ReportProperties } from '../map-data';

/** A created timestamp's day, in the app's date format ('Wed, Nov 25, 2026'). */
const dateOf = (iso: string) => formatHuntDate(iso.slice(0, 10));

/** Who can see it, in the words and colours of every other badge ('Chosen partners', ...). */
const audienceRow = (audience: Audience): [string, ReactNode] => [
  'Seen by',
  <AudienceBadge key="audience" audience={audience} />,
];

function PopupBody({
  title,
  rows,
  text,
  onDetails,
}: {
  title: string;
  rows: [string, ReactNode][];
  text?: string;
  onDetails: () => void;
}) {
  return (
    <div className="space-y-2 text-sm text-ink">
      <p className="pr-5 font-semibold">{title}</p>
      {text ? <p className="line-clamp-3 text-ink-muted">{text}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button size="sm" variant="secondary" onClick={onDetails} className="w-full">
        Details
      </Button>
    </div>
  );
}

/**
 * Hunt popup: date, total, ducks, geese, notes (3 lines), coordinates to 4 decimals, created date,
 * and who sees it.
 */
export function HuntPopup({ hunt, onDetails }: { hunt: HuntProperties; onDetails: () => void }) {
  return (
    <PopupBody
      title={huntDayName(hunt.date_of_hunt)}
      text={hunt.notes}
      onDetails={onDetails}
      rows={[
        ['Total birds', hunt.total_birds],
        ['Ducks', hunt.total_ducks],
        ['Geese', hunt.total_geese],
        audienceRow(hunt.privacy_level),
        ['Coordinates', formatCoordinates(hunt.latitude, hunt.longitude)],
        ['Created', dateOf(hunt.created_at)],
      ]}
    />
  );
}

/** Location popup: name (or 'Unnamed Location'), description, coordinates. */
export function LocationPopup({
  location,
  onDetails,
}: {
  location: LocationProperties;
  onDetails: () => void;
}) {
  return (
    <PopupBody
      title={locationDisplayName(location.name) || MAP_MESSAGES.unnamedLocation}
      text={location.description}
      onDetails={onDetails}
      rows={[
        audienceRow(location.privacy_level),
        ['Coordinates', formatCoordinates(location.latitude, location.longitude)],
      ]}
    />
  );
}

/** Report popup: title, content (3 lines), author, comments, photos, coordinates, created date. */
export function ReportPopup({
  report,
  onDetails,
}: {
  report: ReportProperties;
  onDetails: () => void;
}) {
  return (
    <PopupBody
      title={report.title}
      text={report.content}
      onDetails={onDetails}
      rows={[
        ['Author', report.user.username ?? report.user.name],
        ['Comments', report.comment_count],
        ['Photos', report.photo_count],
        audienceRow(report.audience),
        ['Coordinates', formatCoordinates(report.latitude, report.longitude)],
        ['Created', dateOf(report.created_at)],
      ]}
    />
  );
}
