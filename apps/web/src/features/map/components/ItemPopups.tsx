import type { ReactNode } from 'react';
import { locationDisplayName, MAP_MESSAGES } from '@marshlog/domain';
import { Button } from '../../../ui';
import { formatCoordinates } from '../item-labels';
import type { HuntProperties, LocationProperties, ReportProperties } from '../map-data';

const dateOf = (iso: string) => iso.slice(0, 10);

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

/** Hunt popup: date, total, ducks, geese, notes (3 lines), coordinates to 4 decimals, created date. */
export function HuntPopup({ hunt, onDetails }: { hunt: HuntProperties; onDetails: () => void }) {
  return (
    <PopupBody
      title={`Hunt on ${hunt.date_of_hunt}`}
      text={hunt.notes}
      onDetails={onDetails}
      rows={[
        ['Total birds', hunt.total_birds],
        ['Ducks', hunt.total_ducks],
        ['Geese', hunt.total_geese],
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
      rows={[['Coordinates', formatCoordinates(location.latitude, location.longitude)]]}
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
        ['Coordinates', formatCoordinates(report.latitude, report.longitude)],
        ['Created', dateOf(report.created_at)],
      ]}
    />
  );
}
