import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offlineAreaFailed } from '@marshlog/domain';
import { deleteSavedArea, readSavedAreas, type SavedArea } from './area-index';
import { keepOfflineData } from '../../offline/service-worker';
import { downloadArea, type AreaPlan, type DownloadOptions } from './download-area';

/** The saved areas live on the device, not on the server: read them with no network too. */
const offlineAreaKeys = { all: ['offline-areas'] as const };

export function useSavedAreas() {
  return useQuery({
    queryKey: offlineAreaKeys.all,
    queryFn: readSavedAreas,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDeleteSavedArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedArea,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: offlineAreaKeys.all }),
  });
}

export type AreaDownloadState =
  | { kind: 'idle' }
  | { kind: 'downloading'; done: number; total: number }
  | { kind: 'saved'; area: SavedArea }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One download at a time: its progress, a cancel, and how it ended. */
export function useAreaDownload() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AreaDownloadState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  const start = async (plan: AreaPlan, used: DownloadOptions['used']) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'downloading', done: 0, total: 0 });
    try {
      const area = await downloadArea(plan, {
        used,
        signal: controller.signal,
        onProgress: (done, total) => setState({ kind: 'downloading', done, total }),
      });
      setState({ kind: 'saved', area });
      keepOfflineData();
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'cancelled' });
      else {
        console.error('An offline map area could not be saved', error);
        setState({ kind: 'failed', message: offlineAreaFailed(reasonOf(error)) });
      }
    } finally {
      running.current = null;
      await queryClient.invalidateQueries({ queryKey: offlineAreaKeys.all });
    }
  };

  return {
    state,
    start,
    cancel: () => running.current?.abort(),
    /** Forgets how the last download ended (a dialog opened afresh); a running one goes on. */
    reset: () => {
      if (!running.current) setState({ kind: 'idle' });
    },
  };
}
