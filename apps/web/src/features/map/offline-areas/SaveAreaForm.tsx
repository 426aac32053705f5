import { useState } from 'react';
import {
  estimateArea,
  fitsOfflineCap,
  offlineAreaEstimate,
  offlineAreaProgress,
  offlineAreaSaved,
  offlineOverCap,
  OFFLINE_AREA_LIMITS,
  OFFLINE_AREA_MESSAGES,
  type OfflineAreaEstimate,
} from '@marshlog/domain';
import { Button, Select, TextField } from '../../../ui';
import { useOnline } from '../../offline/app-status';
import type { AreaOnScreen } from './area-on-screen';
import type { useAreaDownload } from './use-offline-areas';

const ZOOM_OPTIONS = Array.from(
  { length: OFFLINE_AREA_LIMITS.maxZoom - OFFLINE_AREA_LIMITS.minZoom + 1 },
  (_, index) => {
    const zoom = OFFLINE_AREA_LIMITS.minZoom + index;
    return { value: String(zoom), label: String(zoom) };
  },
);

const defaultName = () =>
  `Area saved ${new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`;

/**
 * The area on screen, a name and a zoom range; its size before anything is fetched, a refusal past
 * the cap, then a progress bar with a cancel while its tiles download.
 */
export function SaveAreaForm({
  area,
  tileTemplate,
  used,
  download,
}: {
  area: AreaOnScreen;
  tileTemplate: string;
  used: OfflineAreaEstimate;
  download: ReturnType<typeof useAreaDownload>;
}) {
  const online = useOnline();
  const [name, setName] = useState(defaultName);
  const [minZoom, setMinZoom] = useState(area.minZoom);
  const [maxZoom, setMaxZoom] = useState(area.maxZoom);
  const [tried, setTried] = useState(false);
  const estimate = estimateArea(area.bounds, minZoom, Math.max(minZoom, maxZoom));
  const nameError = tried && name.trim() === '' ? OFFLINE_AREA_MESSAGES.nameRequired : undefined;
  const zoomError = minZoom > maxZoom ? OFFLINE_AREA_MESSAGES.zoomOrder : undefined;
  const fits = fitsOfflineCap(used, estimate);
  const { state } = download;
  const downloading = state.kind === 'downloading';

  const save = () => {
    setTried(true);
    if (name.trim() === '' || zoomError || !fits || !online) return;
    void download.start(
      { name: name.trim(), bounds: area.bounds, minZoom, maxZoom, tileTemplate },
      used,
    );
  };

  return (
    <form
      aria-label={OFFLINE_AREA_MESSAGES.saveArea}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        label={OFFLINE_AREA_MESSAGES.areaName}
        value={name}
        maxLength={80}
        disabled={downloading}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <Select
          label={OFFLINE_AREA_MESSAGES.fromZoom}
          options={ZOOM_OPTIONS}
          value={String(minZoom)}
          disabled={downloading}
          onChange={(event) => setMinZoom(Number(event.target.value))}
        />
        <Select
          label={OFFLINE_AREA_MESSAGES.toZoom}
          options={ZOOM_OPTIONS}
          value={String(maxZoom)}
          disabled={downloading}
          error={zoomError}
          onChange={(event) => setMaxZoom(Number(event.target.value))}
        />
      </div>
      <p className="text-sm text-ink" data-testid="offline-area-estimate">
        {offlineAreaEstimate(estimate.tiles, estimate.bytes)}
      </p>
      {!fits ? (
        <p role="alert" className="text-sm text-danger">
          {offlineOverCap()}
        </p>
      ) : null}
      {!online ? (
        <p role="alert" className="text-sm text-danger">
          {OFFLINE_AREA_MESSAGES.offline}
        </p>
      ) : null}
      <p className="text-xs text-ink-faint">{OFFLINE_AREA_MESSAGES.credit}</p>
      {downloading ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink" aria-live="polite">
            {offlineAreaProgress(state.done, state.total || estimate.tiles)}
          </p>
          <progress
            className="h-2 w-full accent-accent"
            aria-label={OFFLINE_AREA_MESSAGES.saveArea}
            max={state.total || estimate.tiles}
            value={state.done}
          />
          <Button type="button" variant="secondary" onClick={download.cancel}>
            {OFFLINE_AREA_MESSAGES.cancelDownload}
          </Button>
        </div>
      ) : (
        <Button type="submit" disabled={!fits || !online || Boolean(zoomError)}>
          {OFFLINE_AREA_MESSAGES.save}
        </Button>
      )}
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'cancelled' ? (
        <p role="status" className="text-sm text-ink-muted">
          {OFFLINE_AREA_MESSAGES.cancelled}
        </p>
      ) : null}
      {state.kind === 'saved' ? (
        <p role="status" className="text-sm text-accent-strong">
          {offlineAreaSaved(state.area.name)}
        </p>
      ) : null}
    </form>
  );
}
