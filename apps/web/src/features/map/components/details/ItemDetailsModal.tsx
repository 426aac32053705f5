import type { MapItemKind } from '@marshlog/domain';
import { Modal } from '../../../../ui';
import { DetailsBoundary } from './DetailsBoundary';
import { HuntDetails } from './HuntDetails';
import { LocationDetails } from './LocationDetails';
import { ReportDetails } from './ReportDetails';

const titles: Record<MapItemKind, string> = {
  hunt: 'Hunt Details',
  location: 'Location Details',
  report: 'Report Details',
};

/** The Hunt / Location / Report detail modal of the item picked on the map. */
export function ItemDetailsModal({
  item,
  onClose,
}: {
  item: { kind: MapItemKind; id: number } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item ? titles[item.kind] : ''}
      size="lg"
    >
      {item ? (
        <DetailsBoundary kind={item.kind} onClose={onClose}>
          {item.kind === 'hunt' ? <HuntDetails id={item.id} onClose={onClose} /> : null}
          {item.kind === 'location' ? <LocationDetails id={item.id} onClose={onClose} /> : null}
          {item.kind === 'report' ? <ReportDetails id={item.id} onClose={onClose} /> : null}
        </DetailsBoundary>
      ) : null}
    </Modal>
  );
}
