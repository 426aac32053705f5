import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config.js';

export interface DataDirLock {
  release(): Promise<void>;
}

/** DATA_DIR is in use by another running server. */
export class DataDirLockedError extends ConfigError {}

/**
 * Two PGlite instances on one directory corrupt it, so a second server on the same DATA_DIR
 * refuses to start. A lock left by a process that no longer runs is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockFile = path.join(dataDir, 'marshlog.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return { release: () => fs.rm(lockFile, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await fs.readFile(lockFile, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `Another Marshlog server (pid ${holder}) is using DATA_DIR ${dataDir}. ` +
            'The embedded database serves one process; stop the other server, choose another ' +
            'DATA_DIR, or use PostgreSQL with DATABASE_URL to run several.',
        );
      }
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
