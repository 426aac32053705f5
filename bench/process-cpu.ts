import fs from 'node:fs/promises';

/** CPU seconds a process has used so far (user + system), from /proc; 0 once it has exited. */
export async function cpuSeconds(pid: number | undefined): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5), counted after the command name: utime and stime in ticks.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The CPU seconds the given processes have used so far, together. */
export async function totalCpuSeconds(pids: (number | undefined)[]): Promise<number> {
  const each = await Promise.all(pids.map((pid) => cpuSeconds(pid)));
  return each.reduce((sum, seconds) => sum + seconds, 0);
}
