import { OFFLINE_AREA_MESSAGES, offlineAreaSummary, offlineStorageUse } from '@marshlog/domain';
import { Button, Spinner } from '../../../ui';
import type { SavedArea } from './area-index';
import { useDeleteSavedArea } from './use-offline-areas';

const savedDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The areas kept on this device, newest first, each with its zooms, size, date and a delete. */
export function SavedAreaList({
  areas,
  loading,
  error,
}: {
  areas: readonly SavedArea[];
  loading: boolean;
  error: boolean;
}) {
  const remove = useDeleteSavedArea();
  const used = areas.reduce(
    (sum, area) => ({ tiles: sum.tiles + area.tiles, bytes: sum.bytes + area.bytes }),
    { tiles: 0, bytes: 0 },
  );
  return (
    <section aria-labelledby="saved-areas-heading" className="mt-6">
      <h3 id="saved-areas-heading" className="text-base font-semibold text-ink">
        {OFFLINE_AREA_MESSAGES.savedAreas}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{offlineStorageUse(used.bytes, used.tiles)}</p>
      {loading ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Reading saved areas...
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {OFFLINE_AREA_MESSAGES.listFailed}
        </p>
      ) : null}
      {!loading && !error && areas.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-line-strong px-4 py-3 text-sm text-ink-muted">
          {OFFLINE_AREA_MESSAGES.noAreas}
        </p>
      ) : null}
      {remove.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {remove.error.message}
        </p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-2">
        {areas.map((area) => (
          <li
            key={area.id}
            className="flex items-center justify-between gap-3 rounded-lg border border-line bg-raised px-3 py-2"
          >
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{area.name}</p>
              <p className="text-sm text-ink-muted">
                {offlineAreaSummary(
                  area.minZoom,
                  area.maxZoom,
                  area.bytes,
                  savedDate(area.savedAt),
                )}
                {` · ${area.tiles.toLocaleString('en-US')} tiles`}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${OFFLINE_AREA_MESSAGES.delete} ${area.name}`}
              loading={remove.isPending && remove.variables === area.id}
              onClick={() => remove.mutate(area.id)}
            >
              {OFFLINE_AREA_MESSAGES.delete}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
