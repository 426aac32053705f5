import { locationDisplayName, MAP_MESSAGES } from '@marshlog/domain';
import { PermissionBadges, PrivacyBadge, UNCOMMENTED_ITEM_ABILITIES } from '../../../../ui';
import { useLocation } from '../../../locations/api';
import { formatCoordinates } from '../../item-labels';
import { DetailFacts, DetailOwner } from './DetailParts';
import { DetailPhotos } from './DetailPhotos';
import { DetailsError } from './DetailsBoundary';

export function LocationDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const location = useLocation(id);
  if (location.isPending) return <p className="text-ink-muted">{MAP_MESSAGES.loadingPhotos}</p>;
  if (location.isError) {
    return (
      <DetailsError kind="location" message={MAP_MESSAGES.detailsUnavailable} onClose={onClose} />
    );
  }
  const data = location.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <PrivacyBadge level={data.privacy_level} />
        <PermissionBadges item={data} abilities={UNCOMMENTED_ITEM_ABILITIES} />
      </div>
      <p className="text-lg font-semibold text-ink">{locationDisplayName(data.name)}</p>
      {data.description ? <p className="whitespace-pre-line text-ink">{data.description}</p> : null}
      <DetailFacts facts={[['Coordinates', formatCoordinates(data.latitude, data.longitude)]]} />
      <DetailOwner label="Owner" person={data.user} />
      <DetailPhotos contentType="location" objectId={data.id} />
    </div>
  );
}
