/**
 * What PostgreSQL spends on one scratch database, read around a benchmark's measured window: the
 * transactions its backends committed or rolled back (pg_stat_database) and the CPU seconds of
 * those backends (from /proc, so only on the machine that runs PostgreSQL). Background processes
 * (WAL writer, checkpointer) serve every database and are not counted.
 */
import pg from 'pg';
import { cpuSeconds } from './process-cpu.js';

export interface PostgresUsage {
  transactions: number;
  /** The highest chat message id so far: messages stored since a reading, counted by id. */
  lastMessageId: number;
  /** CPU seconds so far of each backend connected to the database. */
  backendCpu: Map<number, number>;
}

/** The database's transactions and its backends' CPU so far. */
export async function postgresUsage(adminUrl: string, database: string): Promise<PostgresUsage> {
  const client = new pg.Client({ connectionString: adminUrl });
  const scratch = new pg.Client({
    connectionString: Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString(),
  });
  await Promise.all([client.connect(), scratch.connect()]);
  try {
    const last = await scratch.query<{ id: number | null }>('select max(id) as id from messages');
    // The statistics a backend has not reported yet (it reports at most once a second) are taken.
    await client.query('select pg_stat_clear_snapshot()');
    const stats = await client.query<{ transactions: string }>(
      `select xact_commit + xact_rollback as transactions from pg_stat_database where datname = $1`,
      [database],
    );
    const backends = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    const backendCpu = new Map<number, number>();
    for (const { pid } of backends.rows) backendCpu.set(pid, await cpuSeconds(pid));
    return {
      transactions: Number(stats.rows[0]?.transactions ?? 0),
      lastMessageId: last.rows[0]?.id ?? 0,
      backendCpu,
    };
  } finally {
    await Promise.all([client.end(), scratch.end()]);
  }
}

/**
 * Between two readings: the transactions, the messages stored, and the CPU seconds of the
 * backends connected at the end (a backend that connected meanwhile counts whole, one that left
 * is missed).
 */
export function usageBetween(before: PostgresUsage, after: PostgresUsage) {
  let cpu = 0;
  for (const [pid, seconds] of after.backendCpu) cpu += seconds - (before.backendCpu.get(pid) ?? 0);
  return {
    transactions: after.transactions - before.transactions,
    messagesStored: after.lastMessageId - before.lastMessageId,
    backendCpuSeconds: cpu,
  };
}
