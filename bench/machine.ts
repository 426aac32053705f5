import os from 'node:os';
import type { SqlSession } from './sql-session.js';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  database: string;
}

/** The machine the numbers were measured on, and the database server's version. */
export async function describeMachine(session: SqlSession): Promise<Machine> {
  const [row] = await session.query<{ version: string }>('select version() as version');
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    database: (row?.version ?? 'unknown').split(',')[0] ?? 'unknown',
  };
}
