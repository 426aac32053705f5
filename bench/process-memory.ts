import fs from 'node:fs/promises';

/** A process's resident set now and its peak so far (VmRSS, VmHWM in /proc), in MB. */
export async function processMemory(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kilobytes('VmRSS') / 1024, peakMb: kilobytes('VmHWM') / 1024 };
}

/** Samples a process's resident set every `everyMs` until stopped; answers the highest seen. */
export function sampleMemory(pid: number, everyMs = 100): { stop(): Promise<number> } {
  let highest = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      // The process may have gone (the run failed): stop sampling, the failure is reported.
      const now = await processMemory(pid).catch(() => null);
      if (!now) return;
      highest = Math.max(highest, now.rssMb);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return highest;
    },
  };
}

/** A signed-up hunter's bearer headers on a running server (the public register route). */
export async function registeredHunter(url: string, tag: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${tag}@bench.test`,
      password: `decoy-spread-${tag}`,
      name: `Bench ${tag}`,
      username: tag,
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const { jwt_token: token } = (await response.json()) as { jwt_token: string };
  return { authorization: `Bearer ${token}` };
}
