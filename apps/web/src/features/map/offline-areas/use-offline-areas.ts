import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offlineAreaFailed } from '@marshlog/domain';
import { useSession } from '../../../api';
import { deleteSavedArea, readSavedAreas, type SavedArea } from './area-index';
import { keepOfflineData } from '../../offline/service-worker';
import { downloadArea, type AreaPlan, type DownloadOptions } from './download-area';

/** The saved areas live on the device, not on the server: read them with no network too. */
const offlineAreaKeys = {
  all: ['offline-areas'] as const,
  of: (hunterId: number) => [...offlineAreaKeys.all, hunterId] as const,
};

/** The signed-in hunter's id: the map and its dialog show only to a signed-in hunter. */
function useHunterId(): number {
  const { user } = useSession();
  if (!user) throw new Error("Saved map areas are a signed-in hunter's");
  return user.id;
}

/** The signed-in hunter's saved areas on this device: another hunter's are not listed. */
export function useSavedAreas() {
  const hunterId = useHunterId();
  return useQuery({
    queryKey: offlineAreaKeys.of(hunterId),
    queryFn: () => readSavedAreas(hunterId),
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDeleteSavedArea() {
  const queryClient = useQueryClient();
  const hunterId = useHunterId();
  return useMutation({
    mutationFn: (id: string) => deleteSavedArea(hunterId, id),
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
  const hunterId = useHunterId();
  const [state, setState] = useState<AreaDownloadState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  const start = async (plan: AreaPlan, used: DownloadOptions['used']) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'downloading', done: 0, total: 0 });
    try {
      const area = await downloadArea(plan, {
        hunterId,
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
