import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  adminUrl,
  jwtSecret,
  scratchDatabase,
  startInstance,
  stopInstance,
} from './live-servers.js';
import { SERVER_BUNDLE } from './server.js';

/** One built server on a scratch PostgreSQL database and data directory, for a single scenario. */
export interface ScratchServer {
  url: string;
  /** The server process, whose memory a scenario samples. */
  pid: number;
  databaseUrl: string;
  /** A directory of the scenario's own, removed with the server. */
  scratch: string;
}

/** Runs `scenario` against a fresh built server, then stops it and drops what it made. */
export async function withScratchServer<T>(
  name: string,
  scenario: (server: ScratchServer) => Promise<T>,
): Promise<T> {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), `marshlog-${name}-bench-`));
  const database = await scratchDatabase(adminUrl, `bench_${name}_${process.pid}`);
  const instance = await startInstance(SERVER_BUNDLE, {
    DATA_DIR: path.join(scratch, 'data'),
    DATABASE_URL: database.url,
    JWT_SECRET: jwtSecret,
  });
  try {
    return await scenario({
      url: instance.url,
      pid: instance.child.pid ?? 0,
      databaseUrl: database.url,
      scratch,
    });
  } finally {
    await stopInstance(instance);
    await database.drop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
