import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LAYER_TEXT,
  LAYER_TIMING,
  LAYER_TYPE_DISPLAY,
  type LayerPatch,
  type LayerPreference,
  type LayerType,
} from '@marshlog/domain';
import { errorMessage } from '../../api';
import { useToast } from '../../ui';
import { layerKeys, layersApi } from './api';
import { sendWithRetries } from './send-with-retries';

/** What a style layer's preference starts from when a hunter first changes it. */
export interface LayerDefaults {
  layer_id: string;
  layer_name: string;
  layer_type: LayerType;
  is_visible: boolean;
  opacity: number;
  z_index: number;
}

interface Batch {
  timer: ReturnType<typeof setTimeout>;
  patch: LayerPatch;
  /** The row before the first change of this batch; null when it did not exist yet. */
  before: LayerPreference | null;
}

const draftRow = (defaults: LayerDefaults): LayerPreference => ({
  id: -1,
  ...defaults,
  layer_type_display: LAYER_TYPE_DISPLAY[defaults.layer_type],
  updated_at: new Date().toISOString(),
});

/**
 * Layer changes apply at once in the cache the map and the panel read, are sent after 150 ms
 * (one request per layer for a burst of changes), retried up to 3 times, and rolled back with a
 * toast when the server refuses them (seed 001 section 4).
 */
export function useLayerSync() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const batches = useRef(new Map<string, Batch>());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const rows = useCallback(
    () => queryClient.getQueryData<LayerPreference[]>(layerKeys.list()) ?? [],
    [queryClient],
  );
  const writeRows = useCallback(
    (update: (current: LayerPreference[]) => LayerPreference[]) =>
      queryClient.setQueryData<LayerPreference[]>(layerKeys.list(), (current) =>
        update(current ?? []),
      ),
    [queryClient],
  );
  const mark = useCallback((layerIds: string[], busy: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      for (const id of layerIds) {
        if (busy) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const fail = useCallback(
    (error: unknown, restore: () => void) => {
      restore();
      console.error('A layer change was not saved', error);
      toast.error(LAYER_TEXT.toggleFailed, { description: errorMessage(error) });
    },
    [toast],
  );
  const settle = useCallback(
    (answers: LayerPreference[]) => {
      const byLayer = new Map(answers.map((row) => [row.layer_id, row]));
      writeRows((current) => current.map((row) => byLayer.get(row.layer_id) ?? row));
      void queryClient.invalidateQueries({ queryKey: layerKeys.stats() });
    },
    [queryClient, writeRows],
  );

  const flush = useCallback(
    async (layerId: string) => {
      const batch = batches.current.get(layerId);
      batches.current.delete(layerId);
      const row = rows().find((candidate) => candidate.layer_id === layerId);
      if (!batch || !row) return;
      try {
        const saved = await sendWithRetries(() =>
          row.id > 0
            ? layersApi.patch(row.id, batch.patch)
            : layersApi.create({
                layer_id: row.layer_id,
                layer_name: row.layer_name,
                layer_type: row.layer_type,
                is_visible: row.is_visible,
                opacity: row.opacity,
                z_index: row.z_index,
              }),
        );
        settle([saved]);
      } catch (error) {
        fail(error, () =>
          writeRows((current) =>
            batch.before
              ? current.map((candidate) =>
                  candidate.layer_id === layerId && batch.before ? batch.before : candidate,
                )
              : current.filter((candidate) => candidate.layer_id !== layerId),
          ),
        );
      } finally {
        if (!batches.current.has(layerId)) mark([layerId], false);
      }
    },
    [fail, mark, rows, settle, writeRows],
  );

  /** One layer's visibility, opacity or order; `defaults` create a style layer's preference. */
  const change = useCallback(
    (layerId: string, patch: LayerPatch, defaults?: LayerDefaults) => {
      const existing = rows().find((row) => row.layer_id === layerId) ?? null;
      if (!existing && !defaults) return;
      const previous = batches.current.get(layerId);
      if (previous) clearTimeout(previous.timer);
      writeRows((current) =>
        existing
          ? current.map((row) => (row.layer_id === layerId ? { ...row, ...patch } : row))
          : defaults
            ? [...current, { ...draftRow(defaults), ...patch }]
            : current,
      );
      batches.current.set(layerId, {
        patch: { ...previous?.patch, ...patch },
        before: previous ? previous.before : existing,
        timer: setTimeout(() => void flush(layerId), LAYER_TIMING.debounceMs),
      });
      mark([layerId], true);
    },
    [flush, mark, rows, writeRows],
  );

  /** Shows or hides several saved layers at once (Show All, Hide All, a privacy group). */
  const setVisibility = useCallback(
    async (layerIds: string[], isVisible: boolean) => {
      const before = rows().filter((row) => layerIds.includes(row.layer_id));
      const saved = before.filter((row) => row.id > 0).map((row) => row.layer_id);
      if (saved.length === 0) return;
      writeRows((current) =>
        current.map((row) =>
          saved.includes(row.layer_id) ? { ...row, is_visible: isVisible } : row,
        ),
      );
      mark(saved, true);
      try {
        await new Promise((resolve) => setTimeout(resolve, LAYER_TIMING.debounceMs));
        const answer = await sendWithRetries(() =>
          layersApi.bulkToggle({ layer_ids: saved, is_visible: isVisible }),
        );
        settle(answer.results);
      } catch (error) {
        const restored = new Map(before.map((row) => [row.layer_id, row]));
        fail(error, () =>
          writeRows((current) => current.map((row) => restored.get(row.layer_id) ?? row)),
        );
      } finally {
        mark(saved, false);
      }
    },
    [fail, mark, rows, settle, writeRows],
  );

  return { change, setVisibility, pending };
}
