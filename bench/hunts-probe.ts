/**
 * The fan-out benchmark's GET /api/hunts/ probe, in a worker thread of its own
 * (`hunts-probe-worker.mjs`): the storm's socket openings and frames keep the benchmark's main
 * thread busy, and a probe sharing that event loop would time the load generator's queue as the
 * server's latency. In its own thread the probe waits only for the server (and for the cores the
 * machine has).
 */
import { Worker } from 'node:worker_threads';

export interface ProbeResult {
  latencies: number[];
  failures: number;
}

/** GET /api/hunts/ in a closed loop, in a worker thread, until stopped. */
export function probeHunts(url: string, token: string): { stop(): Promise<ProbeResult> } {
  const worker = new Worker(new URL('./hunts-probe-worker.mjs', import.meta.url), {
    workerData: { url, token },
  });
  const result = new Promise<ProbeResult>((resolve, reject) => {
    worker.once('message', (message: ProbeResult) => resolve(message));
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const outcome = await result;
      await worker.terminate();
      return outcome;
    },
  };
}
