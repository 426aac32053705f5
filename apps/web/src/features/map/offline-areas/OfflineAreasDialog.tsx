import { useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { OFFLINE_AREA_MESSAGES, OFFLINE_MESSAGES } from '@marshlog/domain';
import { Modal } from '../../../ui';
import { useAppStatus } from '../../offline/app-status';
import { areaOnScreen, type AreaOnScreen } from './area-on-screen';
import { SaveAreaForm } from './SaveAreaForm';
import { SavedAreaList } from './SavedAreaList';
import { useAreaDownload, useSavedAreas } from './use-offline-areas';

/** The Cache Storage API exists only on https (and localhost): say so rather than fail later. */
const canKeepTiles = () => typeof caches !== 'undefined';

/**
 * "Save this area for offline": the form for the area on screen (when the base may be kept) and
 * the saved areas with their sizes and the cap. A running download holds the dialog open until it
 * ends or is cancelled.
 */
export function OfflineAreasDialog({
  open,
  onOpenChange,
  map,
  tileTemplate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  map: MapLibreMap | null;
  tileTemplate: string | null;
}) {
  const saved = useSavedAreas();
  const { storageRefused } = useAppStatus();
  const download = useAreaDownload();
  // The area is read once as the dialog opens: the map behind it does not move while it is open.
  const [area, setArea] = useState<AreaOnScreen | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setArea(open && map ? areaOnScreen(map) : null);
    if (open) download.reset();
  }
  const areas = saved.data ?? [];
  const used = areas.reduce(
    (sum, entry) => ({ tiles: sum.tiles + entry.tiles, bytes: sum.bytes + entry.bytes }),
    { tiles: 0, bytes: 0 },
  );
  const unavailable = !canKeepTiles()
    ? OFFLINE_AREA_MESSAGES.noCacheStorage
    : tileTemplate
      ? null
      : OFFLINE_AREA_MESSAGES.otherBase;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={OFFLINE_AREA_MESSAGES.dialogTitle}
      description={OFFLINE_AREA_MESSAGES.dialogDescription}
      preventClose={download.state.kind === 'downloading'}
      size="md"
    >
      {unavailable ? (
        <p role="alert" className="text-sm text-ink">
          {unavailable}
        </p>
      ) : null}
      {!unavailable && area && tileTemplate ? (
        <SaveAreaForm area={area} tileTemplate={tileTemplate} used={used} download={download} />
      ) : null}
      <SavedAreaList areas={areas} loading={saved.isPending} error={saved.isError} />
      <p className="mt-3 text-sm text-ink-faint">{OFFLINE_AREA_MESSAGES.leaveWithYou}</p>
      {storageRefused ? (
        <p className="mt-2 text-sm text-ink-muted">{OFFLINE_MESSAGES.storageRefused}</p>
      ) : null}
    </Modal>
  );
}
