import { MAP_MESSAGES, formatHuntDate } from '@marshlog/domain';
import { PermissionBadges, PrivacyBadge, UNCOMMENTED_ITEM_ABILITIES } from '../../../../ui';
import { useHunt } from '../../../hunts/api';
import { formatCoordinates } from '../../item-labels';
import { DetailFacts, DetailOwner } from './DetailParts';
import { DetailPhotos } from './DetailPhotos';
import { DetailsError } from './DetailsBoundary';

export function HuntDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const hunt = useHunt(id);
  if (hunt.isPending) return <p className="text-ink-muted">{MAP_MESSAGES.loadingPhotos}</p>;
  if (hunt.isError) {
    return <DetailsError kind="hunt" message={MAP_MESSAGES.detailsUnavailable} onClose={onClose} />;
  }
  const data = hunt.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <PrivacyBadge level={data.privacy_level} />
        <PermissionBadges item={data} abilities={UNCOMMENTED_ITEM_ABILITIES} />
      </div>
      <DetailFacts
        facts={[
          ['Date', formatHuntDate(data.date_of_hunt)],
          ['Total birds', data.total_birds],
          ['Ducks', data.total_ducks],
          ['Geese', data.total_geese],
          ['Coordinates', formatCoordinates(data.latitude, data.longitude)],
        ]}
      />
      {data.notes ? <p className="whitespace-pre-line text-ink">{data.notes}</p> : null}
      <DetailOwner label="Owner" person={data.user} />
      <DetailPhotos contentType="hunt" objectId={data.id} />
    </div>
  );
}
